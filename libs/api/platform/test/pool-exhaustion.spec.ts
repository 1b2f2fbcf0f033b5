import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource, QueryRunner } from 'typeorm';
import { renderError } from '../src';
import { createCompany, createTestApp, type SessionAgent, signIn } from '../src/testing';

/**
 * A pool that cannot give a connection in time is a busy service, not a bug: 503
 * SERVICO_OCUPADO with `Retry-After`, never 500; health keeps a connection of its own.
 */
describe('an exhausted database pool', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: SessionAgent;
  let user: { email: string; password: string };
  const held: QueryRunner[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      env: { DATABASE_POOL_SIZE: '2', DATABASE_CONNECT_TIMEOUT_MS: '300' },
    });
    await app.listen(0, '127.0.0.1');
    db = app.get<DataSource>(getDataSourceToken());
    const company = (await createCompany(db)).id;
    ({ api: admin, user } = await signIn(app, db, { companyId: company, role: 'ADMIN' }));
  });
  afterAll(async () => {
    await Promise.all(held.map((runner) => runner.release()));
    await app.close();
  });

  it('answers 503 with Retry-After while every connection is taken; health still answers', async () => {
    // Every connection of the pool taken (as 30 uploads queued on one order's lock did).
    for (let index = 0; index < 2; index++) {
      const runner = db.createQueryRunner();
      await runner.connect();
      held.push(runner);
    }
    const busy = await admin.get('/api/admin/empresa');
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({ sucesso: false, codigo: 'SERVICO_OCUPADO' });
    expect(busy.headers['retry-after']).toBe('2');
    const login = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: user.email, senha: user.password });
    expect(login.status).toBe(503);
    expect(login.headers['retry-after']).toBe('2');

    // With every pooled connection held, 'ok' can only come from health's own connection.
    const health = await request(app.getHttpServer()).get('/api/saude').expect(200);
    expect(health.body.dados.banco.status).toBe('ok');

    await Promise.all(held.splice(0).map((runner) => runner.release()));
    await admin.get('/api/admin/empresa').expect(200);
  });

  it('renders both of node-postgres’ connect timeouts as SERVICO_OCUPADO', () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Connection terminated due to connection timeout',
    ]) {
      const rendered = renderError(new Error(message));
      expect(rendered.status).toBe(503);
      expect(rendered.body).toMatchObject({ codigo: 'SERVICO_OCUPADO', tenteNovamenteEm: 2 });
      expect(rendered.unexpected).toBe(false);
    }
    expect(renderError(new Error('boom')).status).toBe(500);
  });
});
