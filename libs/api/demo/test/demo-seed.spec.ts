import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createTestApp } from '@campo/platform/testing';
import { DEMO_COMPANIES, DemoSeedModule } from '../src';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INGESTION_HTTP_OPTIONS, ingestionMigrations } from '@campo/ingestion';
import { DemoSeedService } from '../src/lib/demo-seed.service';

const tokenFile = join(mkdtempSync(join(tmpdir(), 'demo-seed-')), 'token');

describe('demo seed', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule],
      migrations: ingestionMigrations,
      http: INGESTION_HTTP_OPTIONS,
      env: { DEMO_PASSWORD: 'senha-demo-teste', DEMO_TOKEN_FILE: tokenFile },
    });
  });
  afterAll(() => app.close());

  it('creates both demo companies and lets every demo user sign in with the configured password', async () => {
    const companies = await app.get<DataSource>(getDataSourceToken()).query('SELECT name FROM companies ORDER BY name');
    expect(companies.map((row: { name: string }) => row.name)).toEqual(['Demo Climatização', 'Outra Empresa']);
    for (const user of DEMO_COMPANIES.flatMap((company) => company.users)) {
      const response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ email: user.email, senha: 'senha-demo-teste' })
        .expect(200);
      expect(response.body.dados.usuario.papel).toBe(user.role);
    }
  });

  it('is idempotent: running it again creates nothing new', async () => {
    const db = app.get<DataSource>(getDataSourceToken());
    await app.get(DemoSeedService).seed();
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM users');
    expect(count).toBe(4);
    const [{ tokens }] = await db.query('SELECT count(*)::int AS tokens FROM ingestion_tokens');
    expect(tokens).toBe(1);
  });

  it('writes a working demo ingestion token, with every entity in scope, to DEMO_TOKEN_FILE', async () => {
    expect(existsSync(tokenFile)).toBe(true);
    const token = readFileSync(tokenFile, 'utf8').trim();
    const response = await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body.dados.token.nome).toBe('Integração de demonstração');
    expect(response.body.dados.entidades).toHaveLength(9);
  });
});
