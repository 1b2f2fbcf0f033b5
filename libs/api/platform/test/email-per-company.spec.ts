import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, loginAs, signIn, XHR } from '../src/testing';
import { linkIn, startSmtpInbox } from './support/smtp-inbox';

/**
 * No cross-tenant e-mail oracle (issue #42): an ADMIN who invites an e-mail that has an
 * account in another company gets the answer a new e-mail gets. E-mails are unique per
 * company; the person then holds one account per company and the password tells login
 * which one opens.
 */
describe('e-mails unique per company', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    app = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://campo.teste.local' },
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const http = () => request(app.getHttpServer());
  const invite = (api: Awaited<ReturnType<typeof loginAs>>, email: string) =>
    api.post('/api/admin/usuarios').send({ nome: 'Pessoa', email, perfil: 'TECNICO' });
  /** What an answer says, without the ids and times that differ from one user to another. */
  const shape = (response: request.Response) => ({
    status: response.status,
    mensagem: response.body.mensagem,
    email: response.body.dados?.email,
    usuario: {
      ...response.body.dados?.usuario,
      id: typeof response.body.dados?.usuario?.id,
      email: undefined,
      conviteExpiraEm: typeof response.body.dados?.usuario?.conviteExpiraEm,
      criadoEm: typeof response.body.dados?.usuario?.criadoEm,
    },
  });

  it('answers an invitation of an e-mail known in another company exactly as a new one', async () => {
    const [x, y] = [await createCompany(db), await createCompany(db)];
    const { user: elsewhere } = await signIn(app, db, { companyId: y.id, role: 'SUPERVISOR' });
    const { api } = await signIn(app, db, { companyId: x.id, role: 'ADMIN' });

    const known = await invite(api, elsewhere.email.toUpperCase());
    const fresh = await invite(api, `nova-${Date.now()}@teste.local`);
    expect(known.status).toBe(201);
    expect(shape(known)).toEqual(shape(fresh));
    // Inviting the same e-mail twice in one company is refused: that company knows it already.
    expect((await invite(api, elsewhere.email).expect(409)).body.codigo).toBe(
      'EMAIL_JA_CADASTRADO',
    );
  });

  it('the person keeps their account, sets another password for the new one, and the password picks the company', async () => {
    const [x, y] = [await createCompany(db), await createCompany(db)];
    const { user: person } = await signIn(app, db, { companyId: y.id, role: 'SUPERVISOR' });
    const { api } = await signIn(app, db, { companyId: x.id, role: 'ADMIN' });
    const since = smtp.received.length;
    await invite(api, person.email).expect(201);
    const { token } = linkIn((await smtp.mailTo(person.email, since)).text);

    // The password of the other account is refused for this one, to the person only.
    const same = await http()
      .post('/api/auth/definir-senha')
      .set(XHR)
      .send({ token, senha: person.password })
      .expect(400);
    expect(same.body.codigo).toBe('SENHA_FRACA');
    await http()
      .post('/api/auth/definir-senha')
      .set(XHR)
      .send({ token, senha: 'senha da outra empresa' })
      .expect(200);

    const inY = await loginAs(app, { email: person.email, password: person.password });
    expect((await inY.get('/api/auth/eu').expect(200)).body.dados.empresa.id).toBe(y.id);
    const inX = await loginAs(app, { email: person.email, password: 'senha da outra empresa' });
    expect((await inX.get('/api/auth/eu').expect(200)).body.dados.empresa.id).toBe(x.id);
  });

  it('a reset request sends one link per company where the e-mail has an account', async () => {
    const [x, y] = [await createCompany(db), await createCompany(db)];
    const { user: person } = await signIn(app, db, { companyId: y.id, role: 'SUPERVISOR' });
    await db.query(
      `INSERT INTO users (empresa_id, name, email, role, password_hash)
       SELECT $1, name, email, role, password_hash || 'x' FROM users WHERE id = $2`,
      [x.id, person.id],
    );
    const since = smtp.received.length;
    await http().post('/api/auth/esqueci-senha').set(XHR).send({ email: person.email }).expect(200);
    await smtp.mailTo(person.email, since);
    for (let wait = 0; wait < 50; wait++) {
      if (smtp.received.slice(since).filter((m) => m.to.includes(person.email)).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mails = smtp.received.slice(since).filter((mail) => mail.to.includes(person.email));
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => linkIn(mail.text).token)).size).toBe(2);
  });
});
