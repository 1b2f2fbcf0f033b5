import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createCompany, createTestApp, createUser } from '../src/testing';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

describe('session authentication', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let company: { id: string; name: string };
  let admin: { id: string; email: string; password: string };

  beforeAll(async () => {
    app = await createTestApp({
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', SESSION_IDLE_MINUTES: '30' },
    });
    db = app.get<DataSource>(getDataSourceToken());
    company = await createCompany(db, { name: 'Climatização Teste' });
    admin = await createUser(db, { companyId: company.id, role: 'ADMIN', name: 'Ana Admin' });
  });

  afterAll(() => app.close());

  const login = (email: string, senha: string, headers: Record<string, string> = XHR) =>
    request(app.getHttpServer()).post('/api/auth/login').set(headers).send({ email, senha });

  const sessionCookie = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('campo_sessao='));

  it('logs in, sets an HttpOnly SameSite cookie, and /auth/eu names the user and company', async () => {
    const response = await login(`  ${admin.email.toUpperCase()} `, admin.password).expect(200);
    expect(response.body).toMatchObject({
      sucesso: true,
      dados: {
        usuario: { email: admin.email, papel: 'ADMIN', nome: 'Ana Admin' },
        empresa: { id: company.id },
      },
    });
    const cookie = sessionCookie(response)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/);

    const me = await request(app.getHttpServer())
      .get('/api/auth/eu')
      .set('Cookie', cookie.split(';')[0])
      .expect(200);
    expect(me.body.dados.empresa).toEqual({
      id: company.id,
      nome: 'Climatização Teste',
      fusoHorario: 'America/Sao_Paulo',
    });
  });

  it('answers a wrong password and an unknown e-mail the same way, in the envelope', async () => {
    const wrong = await login(admin.email, 'errada').expect(401);
    const unknown = await login('ninguem@teste.local', 'errada').expect(401);
    expect(wrong.body).toEqual({
      sucesso: false,
      codigo: 'CREDENCIAIS_INVALIDAS',
      erro: 'E-mail ou senha inválidos.',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('refuses a state-changing request without the anti-CSRF header with 403', async () => {
    const response = await login(admin.email, admin.password, {}).expect(403);
    expect(response.body).toMatchObject({ sucesso: false, codigo: 'CSRF_AUSENTE' });
  });

  it('refuses session routes without a session with 401 and no stack trace', async () => {
    const response = await request(app.getHttpServer()).get('/api/auth/eu').expect(401);
    expect(response.body).toEqual({
      sucesso: false,
      codigo: 'NAO_AUTENTICADO',
      erro: 'Sessão ausente ou expirada. Faça login novamente.',
    });
    await request(app.getHttpServer())
      .get('/api/auth/eu')
      .set('Cookie', 'campo_sessao=forjado')
      .expect(401);
  });

  it('rotates the session on login: the token presented before login stops working', async () => {
    const first = sessionCookie(await login(admin.email, admin.password).expect(200))!.split(
      ';',
    )[0];
    const second = sessionCookie(
      await login(admin.email, admin.password).set('Cookie', first).expect(200),
    )!.split(';')[0];
    expect(second).not.toEqual(first);
    await request(app.getHttpServer()).get('/api/auth/eu').set('Cookie', first).expect(401);
    await request(app.getHttpServer()).get('/api/auth/eu').set('Cookie', second).expect(200);
  });

  it('logs out: the session ends on the server, not only in the browser', async () => {
    const cookie = sessionCookie(await login(admin.email, admin.password).expect(200))!.split(
      ';',
    )[0];
    await request(app.getHttpServer())
      .post('/api/auth/logout')
      .set(XHR)
      .set('Cookie', cookie)
      .expect(200);
    await request(app.getHttpServer()).get('/api/auth/eu').set('Cookie', cookie).expect(401);
  });

  it('expires idle sessions and sessions past their absolute end', async () => {
    const idle = sessionCookie(await login(admin.email, admin.password).expect(200))!.split(';')[0];
    const old = sessionCookie(await login(admin.email, admin.password).expect(200))!.split(';')[0];
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = (
      SELECT id FROM sessions ORDER BY created_at DESC OFFSET 1 LIMIT 1)`);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (
      SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1)`);
    await request(app.getHttpServer()).get('/api/auth/eu').set('Cookie', idle).expect(401);
    await request(app.getHttpServer()).get('/api/auth/eu').set('Cookie', old).expect(401);
  });

  it('refuses an inactive user exactly like a wrong password', async () => {
    const inactive = await createUser(db, { companyId: company.id, active: false });
    const response = await login(inactive.email, inactive.password).expect(401);
    expect(response.body.codigo).toBe('CREDENCIAIS_INVALIDAS');
  });

  it('blocks an account from an address after repeated failures there, even with the right password, with the same message for unknown accounts', async () => {
    const victim = await createUser(db, { companyId: company.id });
    for (let attempt = 0; attempt < 3; attempt++) await login(victim.email, 'errada').expect(401);
    const blocked = await login(victim.email, victim.password).expect(429);
    expect(blocked.body.codigo).toBe('LOGIN_BLOQUEADO');

    for (let attempt = 0; attempt < 3; attempt++)
      await login('fantasma@teste.local', 'errada').expect(401);
    const ghost = await login('fantasma@teste.local', 'errada').expect(429);
    // Both say when to try again; the seconds left may differ by one.
    const { tenteNovamenteEm, ...rest } = blocked.body;
    expect(tenteNovamenteEm).toBeGreaterThanOrEqual(1);
    expect(ghost.body).toEqual({ ...rest, tenteNovamenteEm: expect.any(Number) });
    expect(Number(ghost.headers['retry-after'])).toBe(ghost.body.tenteNovamenteEm);
  });

  it('validates the login body and lists every problem', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set(XHR)
      .send({ email: 5 })
      .expect(400);
    expect(response.body.codigo).toBe('DADOS_INVALIDOS');
    expect(response.body.detalhes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^email/), expect.stringMatching(/^senha/)]),
    );
  });
});
