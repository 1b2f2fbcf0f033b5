import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import {
  createCompany,
  type SessionAgent,
  signIn,
  storedMailText,
  XHR,
} from '@campo/platform/testing';
import { createClient, createFieldServiceApp } from './support';

/**
 * Client users: an ADMIN invites them from the client's page; the invitation goes through
 * the outbox with the same single-use link as anyone's; the person sets a password and
 * signs in as CLIENTE tied to that client. Their role never changes into a staff one.
 */
describe('client users', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: SessionAgent;
  let supervisor: SessionAgent;
  let otherAdmin: SessionAgent;
  let clientId: string;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const a = await createCompany(db, { name: 'Manutenção A' });
    const b = await createCompany(db, { name: 'Manutenção B' });
    admin = (await signIn(app, db, { companyId: a.id, role: 'ADMIN' })).api;
    supervisor = (await signIn(app, db, { companyId: a.id, role: 'SUPERVISOR' })).api;
    otherAdmin = (await signIn(app, db, { companyId: b.id, role: 'ADMIN' })).api;
    clientId = await createClient(db, a.id, { codigo: 'HOSP', nome: 'Hospital Central' });
  });
  afterAll(() => app.close());

  it('invites a client user from the client’s page, who sets a password and signs in as CLIENTE', async () => {
    const email = `carla-${Date.now()}@hospital.test`;
    const invited = await admin
      .post(`/api/fs/clientes/${clientId}/usuarios`)
      .send({ nome: 'Carla Souza', email })
      .expect(201);
    expect(invited.body.dados.usuario).toMatchObject({
      email,
      perfil: 'CLIENTE',
      situacao: 'CONVIDADO',
    });
    // Without SMTP the link is sealed in the outbox: opened here as the delivery worker would.
    const text = await storedMailText(app, email);
    expect(text).toContain('com o perfil Cliente');
    const token = /#token=([\w-]+)/.exec(text)![1];
    const http = () => request(app.getHttpServer());
    await http()
      .post('/api/auth/definir-senha')
      .set(XHR)
      .send({ token, senha: 'uma senha do hospital' })
      .expect(200);
    const login = await http()
      .post('/api/auth/login')
      .set(XHR)
      .send({ email, senha: 'uma senha do hospital' })
      .expect(200);
    expect(login.body.dados.usuario).toMatchObject({ papel: 'CLIENTE', clienteId: clientId });

    const listed = await admin.get(`/api/fs/clientes/${clientId}/usuarios`).expect(200);
    expect(listed.body.dados.itens).toEqual([
      expect.objectContaining({ email, perfil: 'CLIENTE', situacao: 'ATIVO' }),
    ]);

    // Its role is fixed: an ADMIN cannot turn it into staff, nor invite CLIENTE without a client.
    const id = invited.body.dados.usuario.id;
    const promote = await admin.patch(`/api/admin/usuarios/${id}`).send({ perfil: 'ADMIN' });
    expect([promote.status, promote.body.codigo]).toEqual([409, 'PERFIL_DE_CLIENTE']);
    const loose = await admin
      .post('/api/admin/usuarios')
      .send({ nome: 'Sem cliente', email: `solto-${Date.now()}@teste.local`, perfil: 'CLIENTE' });
    expect([loose.status, loose.body.codigo]).toEqual([400, 'DADOS_INVALIDOS']);
  });

  it('lets only an ADMIN of the client’s company invite or list, and refuses bad input with 4xx', async () => {
    await supervisor.get(`/api/fs/clientes/${clientId}/usuarios`).expect(403);
    await otherAdmin.get(`/api/fs/clientes/${clientId}/usuarios`).expect(404);
    await otherAdmin
      .post(`/api/fs/clientes/${clientId}/usuarios`)
      .send({ nome: 'Intruso', email: 'intruso@teste.local' })
      .expect(404);
    await admin.get('/api/fs/clientes/nao-e-um-id/usuarios').expect(404);
    const bad = await admin
      .post(`/api/fs/clientes/${clientId}/usuarios`)
      .send({ nome: '', email: 'isto não é e-mail' })
      .expect(400);
    expect(bad.body.codigo).toBe('DADOS_INVALIDOS');
  });
});
