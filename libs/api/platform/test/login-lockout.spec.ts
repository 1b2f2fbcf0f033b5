import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { PasswordHashing } from '../src/lib/users/password-hashing.service';
import { createCompany, createTestApp, createUser, XHR } from '../src/testing';

/**
 * The lockouts under parallel attempts: 5 per account (the default) and 10 per address
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

  it('lets at most 5 of 30 parallel wrong passwords for one account reach the password check', async () => {
    const user = await createUser(db, { companyId });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(user.email, 'senha errada', newAddress())),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses(responses)).toEqual({
      401: verify.mock.calls.length,
      429: 30 - verify.mock.calls.length,
    });

    // The right password is refused too, with the message of a lockout.
    const right = await login(user.email, user.password, newAddress()).expect(429);
    expect(right.body).toEqual({
      sucesso: false,
      codigo: 'LOGIN_BLOQUEADO',
      erro: 'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
    });
  });

  it('lets at most 10 of 40 parallel wrong logins from one address reach the password check', async () => {
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`quem-${i}-${address}@teste.local`, 'x', address)),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses(responses)).toEqual({
      401: verify.mock.calls.length,
      429: 40 - verify.mock.calls.length,
    });
    // The address is blocked for an account it never tried as well.
    const user = await createUser(db, { companyId });
    await login(user.email, user.password, address).expect(429);
    // The refused attempts did not count against the accounts they named.
    await login(`quem-39-${address}@teste.local`, 'x', newAddress()).expect(401);
  });

  it('a right password clears the account and gives the address its attempt back', async () => {
    const user = await createUser(db, { companyId });
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++)
        await login(user.email, 'errada', address).expect(401);
      await login(user.email, user.password, address).expect(200);
    }
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
  });
});
