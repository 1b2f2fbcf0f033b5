import { createServer, type Server } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, createUser, XHR } from '../src/testing';

/**
 * REDIS_URL set, but nothing answers there (a Redis restarting, a network split): a login
 * must get a clear 503 in the envelope, never a 500, and never get through uncounted. The
 * "Redis" here is a real TCP listener that closes every connection at once.
 */
describe('login with REDIS_URL set and Redis down', () => {
  let app: NestExpressApplication;
  let deadRedis: Server;
  let email: string;

  beforeAll(async () => {
    deadRedis = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => deadRedis.listen(0, '127.0.0.1', resolve));
    const address = deadRedis.address();
    if (!address || typeof address === 'string') throw new Error('sem porta');
    app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${address.port}` } });
    const db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    email = (await createUser(db, { companyId: company.id, password: 'senha-certa-123' })).email;
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => deadRedis.close(resolve));
  });

  it.each([
    ['the right password', 'senha-certa-123'],
    ['a wrong password', 'senha-errada-123'],
  ])('answers 503 CONTADOR_INDISPONIVEL to a login with %s', async (_case, senha) => {
    const response = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set(XHR)
      .send({ email, senha });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ codigo: 'CONTADOR_INDISPONIVEL' });
    expect(response.body.erro).toMatch(/tente novamente/i);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
