import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, createUser, loginAs, signIn, XHR } from '../src/testing';
import { linkIn, startSmtpInbox } from './support/smtp-inbox';

/**
 * Users managed by the company's ADMIN, and passwords set through single-use
 * links, against a real PostgreSQL and a real SMTP server on loopback.
 */
describe('users and passwords', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    smtp = await startSmtpInbox();
    app = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://campo.teste.local',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const http = () => request(app.getHttpServer());
  const setPassword = (token: string, senha: string) =>
    http().post('/api/auth/definir-senha').set(XHR).send({ token, senha });
  const login = (email: string, senha: string) =>
    http().post('/api/auth/login').set(XHR).send({ email, senha });

  /** A company with one signed-in ADMIN. */
  async function companyWithAdmin() {
    const company = await createCompany(db);
    const { user, api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    return { company, admin: user, api };
  }

  /** Invites someone and returns the token from the e-mail that arrived. */
  async function invite(
    api: Awaited<ReturnType<typeof loginAs>>,
    perfil: 'ADMIN' | 'SUPERVISOR' | 'TECNICO' = 'TECNICO',
  ) {
    const email = `convidado-${Math.random().toString(36).slice(2, 10)}@teste.local`;
    const since = smtp.received.length;
    const response = await api
      .post('/api/admin/usuarios')
      .send({ nome: 'Tiago Técnico', email, perfil })
      .expect(201);
    const mail = await smtp.mailTo(email, since);
    return { id: response.body.dados.usuario.id as string, email, ...linkIn(mail.text), response };
  }

  it('invites a user: 201, an e-mail with a 72-hour single-use link, listed as pending', async () => {
    const { api } = await companyWithAdmin();
    const invited = await invite(api);
    expect(invited.response.body).toMatchObject({
      sucesso: true,
      dados: {
        usuario: { email: invited.email, perfil: 'TECNICO', situacao: 'CONVIDADO' },
        email: 'PENDENTE',
      },
    });
    expect(invited.url).toMatch(/^https:\/\/campo\.teste\.local\/definir-senha#token=/);
    const mail = await smtp.mailTo(invited.email);
    expect(mail.text).toContain('Você foi convidado(a) para o Campo');
    expect(mail.text).toContain('72 horas');

    const list = await api.get('/api/admin/usuarios').expect(200);
    const listed = list.body.dados.itens.find((user: { id: string }) => user.id === invited.id);
    const hours = (Date.parse(listed.conviteExpiraEm) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // Only the hash is stored.
    const [stored] = await db.query(
      `SELECT encode(token_hash, 'hex') AS hash FROM password_links WHERE user_id = $1`,
      [invited.id],
    );
    expect(stored.hash).toHaveLength(64);
    expect(stored.hash).not.toContain(invited.token);
  });

  it('the invited user cannot sign in before setting a password, then signs in with it', async () => {
    const { api } = await companyWithAdmin();
    const invited = await invite(api);
    expect((await login(invited.email, 'qualquer-coisa-longa').expect(401)).body.codigo).toBe(
      'CREDENCIAIS_INVALIDAS',
    );
    await setPassword(invited.token, 'jabuticaba no quintal').expect(200);
    const session = await login(invited.email, 'jabuticaba no quintal').expect(200);
    expect(session.body.dados.usuario.papel).toBe('TECNICO');
    const list = await api.get('/api/admin/usuarios').expect(200);
    expect(list.body.dados.itens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: invited.id, situacao: 'ATIVO', conviteExpiraEm: null }),
      ]),
    );
  });

  it('a link works once: reusing it is refused', async () => {
    const { api } = await companyWithAdmin();
    const invited = await invite(api);
    await setPassword(invited.token, 'primeira senha boa').expect(200);
    const reused = await setPassword(invited.token, 'segunda senha boa').expect(410);
    expect(reused.body.codigo).toBe('LINK_JA_USADO');
    await login(invited.email, 'segunda senha boa').expect(401);
    await login(invited.email, 'primeira senha boa').expect(200);
  });

  it('an expired link is refused and sets nothing', async () => {
    const { api } = await companyWithAdmin();
    const invited = await invite(api);
    await db.query(
      `UPDATE password_links SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [invited.id],
    );
    const expired = await setPassword(invited.token, 'tarde demais agora').expect(410);
    expect(expired.body).toMatchObject({ codigo: 'LINK_EXPIRADO', expiradoEm: expect.any(String) });
    await login(invited.email, 'tarde demais agora').expect(401);
  });

  it('an unknown or malformed token is refused', async () => {
    for (const token of ['x'.repeat(43), 'curto', '../../etc']) {
      expect((await setPassword(token, 'uma senha qualquer').expect(400)).body.codigo).toBe(
        'LINK_INVALIDO',
      );
    }
  });

  it('refuses common passwords, short ones and the e-mail, without using the link up', async () => {
    const { api } = await companyWithAdmin();
    const invited = await invite(api);
    for (const [senha, reason] of [
      ['password1', /mais usadas/],
      ['iloveyou', /mais usadas/],
      ['curta', /pelo menos 8/],
      [invited.email.toUpperCase(), /e-mail/],
      ['        ', /só de espaços/],
      ['\u00a0\t \u3000 \u2003 \u200b ', /só de espaços/],
    ] as const) {
      const refused = await setPassword(invited.token, senha).expect(400);
      expect(refused.body.codigo).toBe('SENHA_FRACA');
      expect(refused.body.erro).toMatch(reason);
    }
    await setPassword(invited.token, 'frase longa sem regras').expect(200);
  });

  it('resending the invitation replaces the link: the old one stops working', async () => {
    const { api } = await companyWithAdmin();
    const invited = await invite(api);
    const since = smtp.received.length;
    await api.post(`/api/admin/usuarios/${invited.id}/reenviar-convite`).expect(200);
    const fresh = linkIn((await smtp.mailTo(invited.email, since)).text);
    expect(fresh.token).not.toBe(invited.token);
    expect((await setPassword(invited.token, 'senha do link velho').expect(400)).body.codigo).toBe(
      'LINK_INVALIDO',
    );
    await setPassword(fresh.token, 'senha do link novo').expect(200);
    const again = await api.post(`/api/admin/usuarios/${invited.id}/reenviar-convite`).expect(409);
    expect(again.body.codigo).toBe('CONVITE_INDISPONIVEL');
  });

  it('refuses an e-mail that already has a user', async () => {
    const { api, admin } = await companyWithAdmin();
    const response = await api
      .post('/api/admin/usuarios')
      .send({ nome: 'Outra', email: admin.email.toUpperCase(), perfil: 'SUPERVISOR' })
      .expect(409);
    expect(response.body.codigo).toBe('EMAIL_JA_CADASTRADO');
  });

  it('validates the invitation body', async () => {
    const { api } = await companyWithAdmin();
    const response = await api
      .post('/api/admin/usuarios')
      .send({ nome: '', email: 'não-é-email', perfil: 'DONO' })
      .expect(400);
    expect(response.body.detalhes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^nome/),
        expect.stringMatching(/^email/),
        expect.stringMatching(/^perfil/),
      ]),
    );
  });

  it('edits name and role, and deactivating ends every session of that user at once', async () => {
    const { company, api } = await companyWithAdmin();
    const tech = await createUser(db, { companyId: company.id, role: 'TECNICO' });
    const phone = await loginAs(app, tech);
    const laptop = await loginAs(app, tech);

    const edited = await api
      .patch(`/api/admin/usuarios/${tech.id}`)
      .send({ nome: 'Técnica Renomeada', perfil: 'SUPERVISOR' })
      .expect(200);
    expect(edited.body.dados).toMatchObject({ nome: 'Técnica Renomeada', perfil: 'SUPERVISOR' });
    expect((await phone.get('/api/auth/eu').expect(200)).body.dados.usuario.papel).toBe(
      'SUPERVISOR',
    );

    const deactivated = await api.post(`/api/admin/usuarios/${tech.id}/desativar`).expect(200);
    expect(deactivated.body.dados).toMatchObject({ situacao: 'INATIVO', sessoesAtivas: 0 });
    await phone.get('/api/auth/eu').expect(401);
    await laptop.get('/api/auth/eu').expect(401);
    await login(tech.email, tech.password).expect(401);

    await api.post(`/api/admin/usuarios/${tech.id}/reativar`).expect(200);
    await login(tech.email, tech.password).expect(200);
  });

  it('ends a user’s sessions on request, and the user can sign in again', async () => {
    const { company, api } = await companyWithAdmin();
    const tech = await createUser(db, { companyId: company.id, role: 'TECNICO' });
    const first = await loginAs(app, tech);
    await loginAs(app, tech);
    const idle = await loginAs(app, tech);
    await db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '5 hours'
        WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
      [idle.cookie.split('=')[1]],
    );
    const listed = await api.get('/api/admin/usuarios').expect(200);
    expect(
      listed.body.dados.itens.find((user: { id: string }) => user.id === tech.id).sessoesAtivas,
    ).toBe(2);
    const ended = await api.post(`/api/admin/usuarios/${tech.id}/encerrar-sessoes`).expect(200);
    expect(ended.body.dados).toMatchObject({ sessoesEncerradas: 3, usuario: { sessoesAtivas: 0 } });
    await first.get('/api/auth/eu').expect(401);
    await login(tech.email, tech.password).expect(200);
  });

  it('never leaves the company without an active ADMIN who can sign in', async () => {
    const { company, admin, api } = await companyWithAdmin();
    const demote = await api
      .patch(`/api/admin/usuarios/${admin.id}`)
      .send({ perfil: 'SUPERVISOR' })
      .expect(409);
    expect(demote.body.codigo).toBe('ULTIMO_ADMIN');
    const deactivate = await api.post(`/api/admin/usuarios/${admin.id}/desativar`).expect(409);
    expect(deactivate.body.codigo).toBe('ULTIMO_ADMIN');

    // An invited ADMIN cannot sign in yet, so it does not count.
    await invite(api, 'ADMIN');
    await api.post(`/api/admin/usuarios/${admin.id}/desativar`).expect(409);

    const second = await createUser(db, { companyId: company.id, role: 'ADMIN' });
    await api.patch(`/api/admin/usuarios/${admin.id}`).send({ perfil: 'SUPERVISOR' }).expect(200);
    const secondApi = await loginAs(app, second);
    const last = await secondApi.post(`/api/admin/usuarios/${second.id}/desativar`).expect(409);
    expect(last.body.codigo).toBe('ULTIMO_ADMIN');
  });

  it('two ADMINs demoting each other at once leave one ADMIN', async () => {
    const company = await createCompany(db);
    const a = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const b = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const results = await Promise.all([
      a.api.patch(`/api/admin/usuarios/${b.user.id}`).send({ perfil: 'TECNICO' }),
      b.api.patch(`/api/admin/usuarios/${a.user.id}`).send({ perfil: 'TECNICO' }),
    ]);
    // The loser is refused either by the rule (409, it ran second) or, when its request
    // arrived after the winner's change, because it is no longer an ADMIN (403).
    const [winner, loser] = results.map((response) => response.status).sort();
    expect(winner).toBe(200);
    expect([403, 409]).toContain(loser);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM users WHERE empresa_id = $1 AND role = 'ADMIN'`,
      [company.id],
    );
    expect(count).toBe(1);
  });

  it('is for the company’s ADMIN only, and only over its own users', async () => {
    const { company, api } = await companyWithAdmin();
    const supervisor = await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' });
    expect((await supervisor.api.get('/api/admin/usuarios').expect(403)).body.codigo).toBe(
      'ACESSO_NEGADO',
    );
    const other = await companyWithAdmin();
    const response = await api.post(`/api/admin/usuarios/${other.admin.id}/desativar`).expect(404);
    expect(response.body.codigo).toBe('USUARIO_NAO_ENCONTRADO');
    await api.patch('/api/admin/usuarios/nao-e-um-id').send({ nome: 'X' }).expect(404);
    await other.api.get('/api/auth/eu').expect(200);
  });

  it('records every change with who and when, newest first', async () => {
    const { company, admin, api } = await companyWithAdmin();
    const invited = await invite(api);
    await api.patch(`/api/admin/usuarios/${invited.id}`).send({ nome: 'Novo Nome' }).expect(200);
    await api.post(`/api/admin/usuarios/${invited.id}/desativar`).expect(200);
    const trail = await api.get('/api/admin/auditoria?porPagina=10').expect(200);
    expect(trail.body.dados.total).toBe(3);
    expect(trail.body.dados.itens.map((entry: { acao: string }) => entry.acao)).toEqual([
      'USUARIO_DESATIVADO',
      'USUARIO_ALTERADO',
      'USUARIO_CONVIDADO',
    ]);
    expect(trail.body.dados.itens[1]).toMatchObject({
      autor: { id: admin.id },
      resumo: expect.stringContaining('"Tiago Técnico" para "Novo Nome"'),
      detalhes: { nome: { de: 'Tiago Técnico', para: 'Novo Nome' } },
      em: expect.any(String),
    });
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM audit_events WHERE empresa_id <> $1 AND target_id = $2`,
      [company.id, invited.id],
    );
    expect(count).toBe(0);
  });

  describe('forgot password', () => {
    const forgot = (email: string) =>
      http().post('/api/auth/esqueci-senha').set(XHR).send({ email });

    it('answers the same for an unknown e-mail, and e-mails a working link to a user', async () => {
      const company = await createCompany(db);
      const user = await createUser(db, { companyId: company.id, role: 'SUPERVISOR' });
      const since = smtp.received.length;
      const known = await forgot(user.email.toUpperCase()).expect(200);
      const unknown = await forgot('ninguem-aqui@teste.local').expect(200);
      expect(unknown.body).toEqual(known.body);
      const mail = await smtp.mailTo(user.email, since);
      expect(mail.text).toContain('1 hora');
      const { token } = linkIn(mail.text);
      const blank = await setPassword(token, ' '.repeat(12)).expect(400);
      expect(blank.body).toMatchObject({
        codigo: 'SENHA_FRACA',
        erro: expect.stringMatching(/só de espaços/),
      });
      await setPassword(token, 'outra senha qualquer').expect(200);
      await login(user.email, user.password).expect(401);
      await login(user.email, 'outra senha qualquer').expect(200);
      expect(
        smtp.received
          .slice(since)
          .some((received) => received.to.includes('ninguem-aqui@teste.local')),
      ).toBe(false);
    });

    it('is throttled like login, with the same answer whether or not the e-mail exists', async () => {
      const company = await createCompany(db);
      const user = await createUser(db, { companyId: company.id });
      for (let attempt = 0; attempt < 3; attempt++) await forgot(user.email).expect(200);
      const blocked = await forgot(user.email).expect(429);
      for (let attempt = 0; attempt < 3; attempt++)
        await forgot('fantasma-2@teste.local').expect(200);
      const ghost = await forgot('fantasma-2@teste.local').expect(429);
      expect(ghost.body).toEqual(blocked.body);
      expect(blocked.body.codigo).toBe('MUITAS_SOLICITACOES');
    });
  });

  describe('changing one’s own password', () => {
    it('checks the current password and the policy, then ends the other sessions', async () => {
      const company = await createCompany(db);
      const user = await createUser(db, { companyId: company.id, role: 'TECNICO' });
      const here = await loginAs(app, user);
      const elsewhere = await loginAs(app, user);

      const wrong = await here
        .post('/api/auth/senha')
        .send({ senhaAtual: 'errada', novaSenha: 'uma frase bem nova' })
        .expect(400);
      expect(wrong.body.codigo).toBe('SENHA_ATUAL_INCORRETA');
      const common = await here
        .post('/api/auth/senha')
        .send({ senhaAtual: user.password, novaSenha: 'qwerty123' })
        .expect(400);
      expect(common.body.codigo).toBe('SENHA_FRACA');
      const blank = await here
        .post('/api/auth/senha')
        .send({ senhaAtual: user.password, novaSenha: '        ' })
        .expect(400);
      expect(blank.body).toMatchObject({
        codigo: 'SENHA_FRACA',
        erro: 'A senha não pode ser feita só de espaços. Use letras, números ou símbolos também.',
      });

      await here
        .post('/api/auth/senha')
        .send({ senhaAtual: user.password, novaSenha: 'uma frase bem nova' })
        .expect(200);
      await here.get('/api/auth/eu').expect(200);
      await elsewhere.get('/api/auth/eu').expect(401);
      await login(user.email, user.password).expect(401);
      await login(user.email, 'uma frase bem nova').expect(200);
    });

    it('needs a session', async () => {
      await http()
        .post('/api/auth/senha')
        .set(XHR)
        .send({ senhaAtual: 'a', novaSenha: 'b' })
        .expect(401);
    });
  });
});
