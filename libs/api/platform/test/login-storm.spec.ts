import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes, scryptSync } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppException } from '../src/lib/common/app-exception';
import { hashPassword } from '../src/lib/users/password-hasher';
import { PasswordHashing } from '../src/lib/users/password-hashing.service';
import { createCompany, createTestApp, createUser, XHR } from '../src/testing';

/**
 * Password hashing bounded per instance: one hash at a time and two waiting (set here,
 * so the test does not depend on the machine's cores); beyond that, 503 SERVICO_OCUPADO
 * with Retry-After at once, and the rest of the service keeps answering.
 */
describe('bounded password hashing', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let hashing: PasswordHashing;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        TRUST_PROXY: 'loopback',
        PASSWORD_HASH_CONCURRENCY: '1',
        PASSWORD_HASH_QUEUE_MAX: '2',
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
    companyId = (await createCompany(db)).id;
    hashing = app.get(PasswordHashing);
  });
  afterAll(() => app.close());

  it('runs one hash and queues two of 30 asked at once; the rest are refused at once, unknown e-mails too', async () => {
    const stored = await hashPassword('senha certa de teste');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        hashing.verify('senha certa de teste', i % 2 ? stored : null),
      ),
    );
    const done = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as AppException] : [],
    );
    expect(done).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppException);
      expect(error).toMatchObject({ codigo: 'SERVICO_OCUPADO', status: 503 });
      expect(error.extra['tenteNovamenteEm']).toBeGreaterThanOrEqual(1);
    }
    // The slots were given back: the next check runs.
    await expect(hashing.verify('senha certa de teste', stored)).resolves.toBe(true);
  });

  it('keeps answering health while 30 logins are in flight, and refuses the excess with 503 and Retry-After', async () => {
    const users = await Promise.all(
      Array.from({ length: 30 }, () => createUser(db, { companyId })),
    );
    let pending = users.length;
    const logins = Promise.all(
      users.map((user, i) =>
        request(app.getHttpServer())
          .post('/api/auth/login')
          .set(XHR)
          .set('X-Forwarded-For', `203.0.113.${i + 1}`)
          .send({ email: user.email, senha: user.password })
          .then((response) => {
            pending--;
            return response;
          }),
      ),
    );
    const health = await request(app.getHttpServer()).get('/api/saude');
    const inFlightAtHealth = pending;
    const responses = await logins;

    expect(health.status).toBe(200);
    expect(inFlightAtHealth).toBeGreaterThan(0);
    const busy = responses.filter((response) => response.status === 503);
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(responses.length - busy.length).toBe(
      responses.filter((response) => response.status === 200).length,
    );
    for (const response of busy) {
      expect(response.body).toEqual({
        sucesso: false,
        codigo: 'SERVICO_OCUPADO',
        erro: 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.',
        tenteNovamenteEm: Number(response.headers['retry-after']),
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // A refused login did not count as a failure: the user signs in right after.
    const refusedUser = users[responses.indexOf(busy[0])];
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .set(XHR)
      .set('X-Forwarded-For', '203.0.113.200')
      .send({ email: refusedUser.email, senha: refusedUser.password })
      .expect(200);
  });

  it('keeps verifying a hash made with older parameters and redoes it with today’s at login', async () => {
    const user = await createUser(db, { companyId });
    const salt = randomBytes(16);
    const oldKey = scryptSync(user.password.normalize('NFKC'), salt, 32, {
      N: 2 ** 14,
      r: 8,
      p: 1,
    });
    const oldHash = [
      'scrypt',
      2 ** 14,
      8,
      1,
      salt.toString('base64'),
      oldKey.toString('base64'),
    ].join('$');
    await db.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [user.id, oldHash]);

    const login = () =>
      request(app.getHttpServer())
        .post('/api/auth/login')
        .set(XHR)
        .set('X-Forwarded-For', '203.0.113.201')
        .send({ email: user.email, senha: user.password });
    await login().expect(200);
    const [row] = await db.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    expect(row.password_hash).toMatch(/^scrypt\$65536\$8\$2\$/);
    await login().expect(200);
  });
});
