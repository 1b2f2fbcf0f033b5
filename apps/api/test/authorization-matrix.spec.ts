import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { admittedRoles, type Role } from '@campo/contracts';
import { listRoutes, type RouteEntry } from '@campo/platform';
import { createCompany, signIn, XHR } from '@campo/platform/testing';
import { startWholeApp } from './whole-app';

type Caller = 'anonimo' | 'token' | Role | 'ADMIN_outra_empresa';
const CALLERS: Caller[] = [
  'anonimo',
  'token',
  'TECNICO',
  'SUPERVISOR',
  'ADMIN',
  'CLIENTE',
  'ADMIN_outra_empresa',
];

/**
 * Every route × every kind of caller, with the expected answer derived from the
 * route's own declaration: refused (401/403) or let through to the handler.
 * Then the routes that name a record of company A, called by company B's admin:
 * never found.
 */
describe('authorization matrix', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const cookies: Partial<Record<Caller, string>> = {};
  let token = '';
  const companyA: Record<string, string> = {};

  beforeAll(async () => {
    app = await startWholeApp({ RATE_LIMIT_PREFIX: `matriz-${Date.now()}` });
    db = app.get<DataSource>(getDataSourceToken());

    const a = await createCompany(db, { name: 'Empresa A' });
    const b = await createCompany(db, { name: 'Empresa B' });
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'CLI', 'Cliente da matriz') RETURNING id`,
      [a.id],
    );
    const users: Array<[Caller, string, Role]> = [
      ['TECNICO', a.id, 'TECNICO'],
      ['SUPERVISOR', a.id, 'SUPERVISOR'],
      ['ADMIN', a.id, 'ADMIN'],
      ['CLIENTE', a.id, 'CLIENTE'],
      ['ADMIN_outra_empresa', b.id, 'ADMIN'],
    ];
    for (const [caller, companyId, role] of users) {
      const clientId = role === 'CLIENTE' ? client.id : undefined;
      const { api } = await signIn(app, db, { companyId, role, clientId });
      cookies[caller] = api.cookie;
    }
    const created = await as('ADMIN')
      .post('/api/admin/tokens-ingestao')
      .send({ nome: 'Matriz', entidades: ['incidente_seguranca'] })
      .expect(201);
    token = created.body.dados.token;
    companyA.tokenId = created.body.dados.id;
    const batch = await request(app.getHttpServer())
      .post('/api/ingestao-pub/incidente_seguranca')
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas: [{ codigo: 'M-1', tipo: 'Integridade' }] })
      .expect(200);
    companyA.loteId = batch.body.dados.loteId;
    companyA.recordId = batch.body.dados.resultados[0].id;
  });
  afterAll(() => app.close());

  function as(caller: Caller) {
    const agent = request.agent(app.getHttpServer());
    const call = (method: 'get' | 'post' | 'patch' | 'put' | 'delete', url: string) => {
      let test = agent[method](url).set(XHR);
      if (caller === 'token') test = test.set('Authorization', `Bearer ${token}`);
      else if (cookies[caller]) test = test.set('Cookie', cookies[caller]!);
      return test;
    };
    return {
      get: (url: string) => call('get', url),
      post: (url: string) => call('post', url),
      patch: (url: string) => call('patch', url),
      put: (url: string) => call('put', url),
      delete: (url: string) => call('delete', url),
    };
  }

  function concrete(route: RouteEntry, ids: Record<string, string>) {
    return `/api${route.path}`
      .replace(':entidade', 'incidente_seguranca')
      .replace(':loteId', ids.loteId ?? '00000000-0000-4000-8000-000000000000')
      .replace(':id', ids.id ?? '00000000-0000-4000-8000-000000000000');
  }

  function expected(route: RouteEntry, caller: Caller): 'permitido' | 'recusado' {
    const policy = route.policy!;
    if (policy.kind === 'public') return 'permitido';
    if (policy.kind === 'ingestion-token') return caller === 'token' ? 'permitido' : 'recusado';
    if (caller === 'anonimo' || caller === 'token') return 'recusado';
    const role: Role = caller === 'ADMIN_outra_empresa' ? 'ADMIN' : caller;
    // A route naming no role admits the company's staff only: a client user (CLIENTE)
    // reaches the portal (`/portal/…`) and its own session routes, nothing else.
    return admittedRoles(policy.roles).includes(role) ? 'permitido' : 'recusado';
  }

  it('answers every route for every caller as the route declares', async () => {
    const routes = listRoutes(app).filter((route) => route.path !== '/auth/logout');
    expect(routes.length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    let cells = 0;
    // One route at a time; its callers at once (each with its own session), so the matrix
    // grows with the routes, not with routes × callers.
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'patch';
      await Promise.all(
        CALLERS.map(async (caller) => {
          const response = await as(caller)
            [method](concrete(route, {}))
            .send(method === 'get' ? undefined : {});
          const outcome =
            response.status === 401 || response.status === 403 ? 'recusado' : 'permitido';
          cells++;
          if (outcome !== expected(route, caller) || response.status >= 500) {
            mismatches.push(
              `${route.method} ${route.path} como ${caller}: ${response.status} ${response.body?.codigo ?? ''}`,
            );
          }
        }),
      );
    }
    expect(mismatches).toEqual([]);
    expect(cells).toBe(routes.length * CALLERS.length);
  });

  it('lets a client user reach only the portal and its own session routes', () => {
    const reachable = listRoutes(app)
      .filter((route) => expected(route, 'CLIENTE') === 'permitido')
      .filter((route) => route.policy?.kind === 'session')
      .map((route) => `${route.method} ${route.path}`);
    // Files by id (`/arquivos/…`) admit every role; the file's owner rule then decides
    // (field-service's file-access.spec walks it per role and owner kind).
    // The privacy notice (`/privacidade/aviso`) is for every signed-in user, a client's too.
    expect(
      reachable.filter((route) => !/ \/(portal|auth|arquivos|privacidade)\//.test(route)),
    ).toEqual([]);
    expect(reachable).toEqual(expect.arrayContaining(['GET /auth/eu', 'GET /portal/inicio']));
  });

  it('never lets company B’s admin read or change company A’s records', async () => {
    const b = as('ADMIN_outra_empresa');
    const attempts = [
      b.get(`/api/admin/tokens-ingestao/${companyA.tokenId}`),
      b.patch(`/api/admin/tokens-ingestao/${companyA.tokenId}`).send({ nome: 'invadido' }),
      b.post(`/api/admin/tokens-ingestao/${companyA.tokenId}/revogar`),
      b.post(`/api/admin/tokens-ingestao/${companyA.tokenId}/desativar`),
      b.get(`/api/admin/importacoes/${companyA.loteId}`),
      b.get(`/api/admin/importacoes/${companyA.loteId}/recusadas`),
      b.get(`/api/dados/incidente_seguranca/${companyA.recordId}`),
    ];
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const lists = await Promise.all([
      b.get('/api/admin/tokens-ingestao'),
      b.get('/api/admin/importacoes'),
      b.get('/api/dados/incidente_seguranca'),
    ]);
    expect(lists.map((response) => JSON.stringify(response.body))).not.toContainEqual(
      expect.stringContaining(companyA.tokenId),
    );
    expect(lists[2].body.dados.total).toBe(0);
    const [stillActive] = await db.query(
      `SELECT name, status FROM ingestion_tokens WHERE id = $1`,
      [companyA.tokenId],
    );
    expect(stillActive).toEqual({ name: 'Matriz', status: 'ATIVO' });
  });
});
