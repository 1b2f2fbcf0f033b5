import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, signIn, XHR } from '@campo/platform/testing';
import { INGESTION_HTTP_OPTIONS, IngestionModule } from '../src/lib/ingestion.module';
import { ingestionMigrations } from '../src/lib/database/migrations';

/** A real app with the ingestion module over the test database, wired as in production. */
export async function createIngestionApp(env: Record<string, string> = {}) {
  const app = await createTestApp({
    imports: [IngestionModule],
    migrations: ingestionMigrations,
    http: INGESTION_HTTP_OPTIONS,
    env,
  });
  return { app, db: app.get<DataSource>(getDataSourceToken()) };
}

/** A company with an ADMIN signed in: its cookie, and a helper to issue tokens through the admin API. */
export async function createTenant(app: NestExpressApplication, db: DataSource, name?: string) {
  const company = await createCompany(db, { name });
  const { user: admin, api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
  const cookie = api.cookie;
  const admin$ = () => request.agent(app.getHttpServer()).set('Cookie', cookie).set(XHR);
  return {
    company,
    admin,
    cookie,
    adminApi: admin$,
    async issueToken(
      body: {
        nome?: string;
        modo?: 'UPSERT' | 'INSERT';
        entidades?: string[];
        expiraEm?: string;
      } = {},
    ) {
      const response = await admin$()
        .post('/api/admin/tokens-ingestao')
        .send({
          nome: body.nome ?? 'Sistema de teste',
          entidades: body.entidades ?? ['incidente_seguranca', 'ativo_informacao'],
          ...body,
        })
        .expect(201);
      return response.body.dados as { id: string; token: string; prefixo: string };
    },
  };
}

/** Sends a batch with a bearer token. */
export function post(
  app: NestExpressApplication,
  token: string,
  entity: string,
  linhas: unknown,
  preview = false,
) {
  return request(app.getHttpServer())
    .post(`/api/ingestao-pub/${entity}${preview ? '/preview' : ''}`)
    .set('Authorization', `Bearer ${token}`)
    .send(linhas === undefined ? undefined : { linhas });
}
