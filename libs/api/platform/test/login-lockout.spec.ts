import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { PasswordHashing } from '../src/lib/users/password-hashing.service';
import { createCompany, createTestApp, createUser, XHR } from '../src/testing';

/**
 * The lockouts under parallel attempts: 5 per account from one address (the default), 8 per
 * account from addresses it has not signed in from, and 10 completed failures per address
 * (half the default) in the window. Each test speaks from its own addresses (X-Forwarded-For
 * behind a trusted loopback proxy), so the tests do not share an address's count.
 */
describe('login lockout under parallel attempts', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let verify: jest.SpyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      // Room for every check that gets through, on any number of cores: the bound under test
      // here is the lockout's, not the hashing's (login-storm.spec.ts). The address's limit
      // at half its default of 20: the same mechanism, half the scrypt work for the test.
      env: {
        TRUST_PROXY: 'loopback',
        LOGIN_MAX_FAILURES_PER_IP: '10',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL: '8',
        PASSWORD_HASH_CONCURRENCY: '4',
        PASSWORD_HASH_QUEUE_MAX: '40',
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
    companyId = (await createCompany(db)).id;
    verify = jest.spyOn(app.get(PasswordHashing), 'verify');
  });
  afterAll(async () => {
    verify.mockRestore();
    await app.close();
  });
  beforeEach(() => verify.mockClear());

  let nextAddress = 1;
  const newAddress = () => `198.51.100.${nextAddress++}`;
  const login = (email: string, senha: string, address: string) =>
    request(app.getHttpServer())
      .post('/api/auth/login')
      .set(XHR)
      .set('X-Forwarded-For', address)
      .send({ email, senha });
  const forgot = (email: string, address: string) =>
    request(app.getHttpServer())
      .post('/api/auth/esqueci-senha')
      .set(XHR)
      .set('X-Forwarded-For', address)
      .send({ email });
  const statuses = (responses: request.Response[]) =>
    responses.reduce<Record<number, number>>((count, response) => {
      count[response.status] = (count[response.status] ?? 0) + 1;
      return count;
    }, {});

  /** Every refusal says when to try again, in the header and in the envelope. */
  const expectRetryAfter = (response: request.Response) => {
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(response.body.tenteNovamenteEm).toBe(seconds);
  };

  it('lets at most 5 of 30 parallel wrong passwords from one address for one account reach the check, locking only that pair', async () => {
    const user = await createUser(db, { companyId });
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'senha errada', address)),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    const counts = statuses(responses);
    expect(counts[401]).toBe(verify.mock.calls.length);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0)).toBe(30);
    for (const response of responses.filter((response) => response.status !== 401)) {
      expectRetryAfter(response);
    }

    // The right password from that address is refused too, with the message of a lockout.
    const right = await login(user.email, user.password, address).expect(429);
    expect(right.body).toEqual({
      sucesso: false,
      codigo: 'LOGIN_BLOQUEADO',
      erro: 'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
      tenteNovamenteEm: Number(right.headers['retry-after']),
    });
    expect(right.body.tenteNovamenteEm).toBeGreaterThan(60);
    // From another address the account is not locked.
    await login(user.email, user.password, newAddress()).expect(200);
  });

  it('5 wrong passwords from address A do not lock the account for address B', async () => {
    const user = await createUser(db, { companyId });
    const a = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) await login(user.email, 'errada', a).expect(401);
    expectRetryAfter(await login(user.email, user.password, a).expect(429));
    await login(user.email, user.password, newAddress()).expect(200);
  });

  it('holds the account from unknown addresses after 8 failures in all, never from an address it signs in from', async () => {
    const user = await createUser(db, { companyId });
    const usual = newAddress();
    await login(user.email, user.password, usual).expect(200);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'senha errada', newAddress())),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(9);
    expect(statuses(responses)).toEqual({
      401: verify.mock.calls.length - 1,
      429: 31 - verify.mock.calls.length,
    });
    for (const response of responses.filter((response) => response.status === 429)) {
      expectRetryAfter(response);
    }
    // A new address is held for this account, even with the right password...
    expectRetryAfter(await login(user.email, user.password, newAddress()).expect(429));
    // ...but the victim signs in from their usual address.
    await login(user.email, user.password, usual).expect(200);
  });

  it('lets at most 10 of 40 parallel wrong logins from one address reach the password check', async () => {
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`quem-${i}-${address}@teste.local`, 'x', address)),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    const counts = statuses(responses);
    expect(counts[401]).toBe(verify.mock.calls.length);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[503] ?? 0)).toBe(40);
    for (const response of responses.filter((response) => response.status !== 401)) {
      expectRetryAfter(response);
    }
    // Once its failures are complete, the address is blocked for an account it never tried.
    const user = await createUser(db, { companyId });
    expectRetryAfter(await login(user.email, user.password, address).expect(429));
    // The refused attempts did not count against the accounts they named.
    await login(`quem-39-${address}@teste.local`, 'x', newAddress()).expect(401);
  });

  it('serves 30 parallel correct logins from one address: 200, or 503 with Retry-After, never 429', async () => {
    const users = await Promise.all(
      Array.from({ length: 30 }, () => createUser(db, { companyId })),
    );
    const address = newAddress();
    const responses = await Promise.all(
      users.map((user) => login(user.email, user.password, address)),
    );
    const counts = statuses(responses);
    expect(Object.keys(counts).sort()).toEqual(counts[503] ? ['200', '503'] : ['200']);
    for (const response of responses.filter((response) => response.status === 503)) {
      expect(response.body.codigo).toBe('SERVICO_OCUPADO');
      expectRetryAfter(response);
    }
    // Those asked to wait sign in when they try again.
    for (const [i, response] of responses.entries()) {
      if (response.status === 503) {
        await login(users[i].email, users[i].password, address).expect(200);
      }
    }
  });

  it('a right password clears the pair, and never counts against the address', async () => {
    const user = await createUser(db, { companyId });
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++)
        await login(user.email, 'errada', address).expect(401);
      await login(user.email, user.password, address).expect(200);
    }
    // 8 failures and 2 successes from the address: 2 more failures block it, not 4.
    const other = await createUser(db, { companyId });
    await login(other.email, 'errada', address).expect(401);
    await login(other.email, 'errada', address).expect(401);
    expectRetryAfter(await login(other.email, other.password, address).expect(429));
  });

  it('lets at most 5 of 30 parallel reset requests for one e-mail through, and 10 of 40 from one address', async () => {
    const user = await createUser(db, { companyId });
    const byEmail = await Promise.all(
      Array.from({ length: 30 }, () => forgot(user.email, newAddress())),
    );
    expect(statuses(byEmail)).toEqual({ 200: 5, 429: 25 });

    const address = newAddress();
    const byAddress = await Promise.all(
      Array.from({ length: 40 }, (_, i) => forgot(`pedido-${i}@teste.local`, address)),
    );
    expect(statuses(byAddress)).toEqual({ 200: 10, 429: 30 });
    for (const response of [...byEmail, ...byAddress].filter((r) => r.status === 429)) {
      expect(response.body.codigo).toBe('MUITAS_SOLICITACOES');
      expectRetryAfter(response);
    }
  });
});
