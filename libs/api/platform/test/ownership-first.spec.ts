import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, signIn } from '../src/testing';

/**
 * On a `/:id` route, whose record it is comes before any other condition: another
 * company's id answers 404 as an unknown one does, never a 409 or 400 that tells the
 * record exists and what state it is in.
 */
describe('ownership before any other condition', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    // No SMTP_URL: resending answers 409 SMTP_NAO_CONFIGURADO to the message's own company.
    app = await createTestApp({ env: { PUBLIC_URL: 'https://painel.teste.local' } });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  const adminOf = async () =>
    (await signIn(app, db, { companyId: (await createCompany(db)).id, role: 'ADMIN' })).api;

  it('answers 404 to another company’s admin resending an outbox message, before the SMTP check', async () => {
    const [a, b] = [await adminOf(), await adminOf()];
    await a
      .post('/api/admin/usuarios')
      .send({ nome: 'Convidada', email: `convidada-${Date.now()}@teste.local`, perfil: 'TECNICO' })
      .expect(201);
    const [message] = (await a.get('/api/admin/caixa-de-saida').expect(200)).body.dados.itens;

    const own = await a.post(`/api/admin/caixa-de-saida/${message.id}/reenviar`).expect(409);
    expect(own.body.codigo).toBe('SMTP_NAO_CONFIGURADO');
    const other = await b.post(`/api/admin/caixa-de-saida/${message.id}/reenviar`).expect(404);
    const unknown = await b
      .post('/api/admin/caixa-de-saida/00000000-0000-4000-8000-000000000000/reenviar')
      .expect(404);
    expect(other.body).toEqual(unknown.body);
  });

  it('answers 404 to another company’s admin on every user route, whatever the user’s state', async () => {
    const [a, b] = [await adminOf(), await adminOf()];
    const invited = await a
      .post('/api/admin/usuarios')
      .send({ nome: 'Pendente', email: `pendente-${Date.now()}@teste.local`, perfil: 'TECNICO' })
      .expect(201);
    const id = invited.body.dados.usuario.id;
    for (const [method, path, body] of [
      ['patch', `/api/admin/usuarios/${id}`, { perfil: 'ADMIN' }],
      ['post', `/api/admin/usuarios/${id}/desativar`, {}],
      ['post', `/api/admin/usuarios/${id}/reativar`, {}],
      ['post', `/api/admin/usuarios/${id}/encerrar-sessoes`, {}],
      ['post', `/api/admin/usuarios/${id}/reenviar-convite`, {}],
    ] as const) {
      const response = await b[method](path).send(body);
      expect([path, response.status, response.body.codigo]).toEqual([
        path,
        404,
        'USUARIO_NAO_ENCONTRADO',
      ]);
    }
  });
});
