import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { createCompany, createUser, type SessionAgent, signIn, XHR } from '@campo/platform/testing';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

/**
 * Issue #42 item 1, as the outside tester ran it: a flood of truncated 40-megapixel
 * pictures on a few QR labels, and 30 big photos at once to one order over a small pool.
 * Nothing answers 500, and health keeps answering while the photos are still being worked
 * on: its answers interleave with the flood's instead of waiting for it. (How fast it
 * answers is a figure for `npm run bench`, not for a test on a shared machine.)
 */

/** A 6000 × 6000 PNG cut short: ~115 KB that cost ~0.4 s of a core to find out. */
async function truncatedHugePng() {
  const png = await sharp({
    create: { width: 6000, height: 6000, channels: 3, background: '#7ab' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return png.subarray(0, Math.floor(png.length * 0.9));
}

/** A whole 6000 × 6000 JPEG (36 megapixels, ~200 KB): decoded, scaled and re-encoded in ~0.4 s. */
const hugeJpeg = () =>
  sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#c84' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Polls `/api/saude` until stopped: each answer's status and when it came. */
function watchHealth(app: NestExpressApplication) {
  const samples: Array<{ status: number; at: number }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { status } = await request(app.getHttpServer()).get('/api/saude');
      samples.push({ status, at: performance.now() });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return samples;
  };
}

/** Health answers that came before the flood's last answer: the loop was not held by it. */
const answeredDuringFlood = (health: Array<{ at: number }>, floodEnded: number) =>
  health.filter((sample) => sample.at < floodEnded).length;

/** Resolves with the request's answer and stamps when it came. */
const stamped = (pending: PromiseLike<request.Response>, stamps: number[]) =>
  Promise.resolve(pending).then((answer) => {
    stamps.push(performance.now());
    return answer;
  });

const counts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, status) => {
    all[status] = (all[status] ?? 0) + 1;
    return all;
  }, {});

describe('a flood of truncated huge photos on QR labels', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let agent: SessionAgent;
  const units: string[] = [];

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    await app.listen(0, '127.0.0.1');
    const company = (await createCompany(db)).id;
    const client = await createClient(db, company, { codigo: 'HC', nome: 'Hospital Central' });
    const contract = await createContract(db, company, { codigo: 'CT-F', clienteId: client });
    for (let index = 1; index <= 4; index++)
      units.push(
        await createEquipment(db, company, {
          codigo: `F-${index}`,
          contratoId: contract,
          setor: 'UTI',
        }),
      );
    ({ api: agent } = await signIn(app, db, { companyId: company, role: 'SUPERVISOR' }));
  });
  afterAll(() => app.close());

  const pathOf = async (unit: string) =>
    new URL((await agent.get(`/api/fs/equipamentos/${unit}/qr`).expect(200)).body.dados.url)
      .pathname;

  it('spends a label’s budget on refused photos: 429 once spent, no 500, health answering', async () => {
    const photo = await truncatedHugePng();
    const paths = await Promise.all(units.slice(0, 3).map(pathOf));
    const send = (path: string) =>
      request(app.getHttpServer())
        .post(path)
        .field('descricao', 'Não gela')
        .field('contatoNome', 'Visitante')
        .field('contatoTelefone', '(11) 90000-0000')
        .attach('foto', photo, { filename: 'foto.png', contentType: 'image/png' });
    const stop = watchHealth(app);
    const answers: request.Response[] = [];
    const answeredAt: number[] = [];
    // 36 requests, six at a time, on three labels (5 requests an hour each).
    for (let wave = 0; wave < 6; wave++)
      answers.push(
        ...(await Promise.all(
          paths.flatMap((path) => [send(path), send(path)].map((one) => stamped(one, answeredAt))),
        )),
      );
    const health = await stop();

    const statuses = answers.map((answer) => answer.status);
    expect(counts(statuses)).toEqual({
      429: 36 - 3 * 5,
      ...counts(statuses.filter((status) => status === 400 || status === 503)),
    });
    // Each label took five, refused or not (400 IMAGEM_INVALIDA, or 503 when the encoder
    // was full); every other request was turned away before its photo was looked at.
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(answer.body.codigo).toBe('LIMITE_SOLICITACOES');
      expect(answer.headers['retry-after']).toBe('3600');
    }
    for (const answer of answers.filter((one) => one.status !== 429)) {
      expect([400, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(counts(health.map((sample) => sample.status))).toEqual({ 200: health.length });
    expect(answeredDuringFlood(health, Math.max(...answeredAt))).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('spends the budget on a refused form too', async () => {
    const path = await pathOf(units[3]);
    for (let index = 0; index < 5; index++) {
      const refused = await request(app.getHttpServer())
        .post(path)
        .send({ descricao: 'Não gela', contatoNome: 'Visitante' })
        .expect(400);
      expect(refused.body.detalhes[0]).toMatch(/^contatoTelefone/);
    }
    const limited = await request(app.getHttpServer())
      .post(path)
      .send({ descricao: 'Não gela', contatoNome: 'Visitante', contatoTelefone: '1' })
      .expect(429);
    expect(limited.body.codigo).toBe('LIMITE_SOLICITACOES');
  });
});

describe('30 huge photos at once to one order over a small pool', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const agents: Record<string, SessionAgent> = {};
  let equipment: string;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp({
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    }));
    await app.listen(0, '127.0.0.1');
    const company = (await createCompany(db)).id;
    const client = await createClient(db, company, { codigo: 'HC', nome: 'Hospital Central' });
    const contract = await createContract(db, company, { codigo: 'CT-P', clienteId: client });
    equipment = await createEquipment(db, company, {
      codigo: 'P-1',
      contratoId: contract,
      setor: 'UTI',
    });
    for (const role of ['TECNICO', 'SUPERVISOR'] as const) {
      const { api, user } = await signIn(app, db, { companyId: company, role });
      agents[role] = Object.assign(api, { id: user.id });
    }
    admin = await createUser(db, { companyId: company, role: 'ADMIN' });
  });
  afterAll(() => app.close());

  async function startedOrder(): Promise<string> {
    const opened = await agents.SUPERVISOR.post('/api/fs/ordens')
      .send({ equipamentoId: equipment, tipo: 'CORRETIVA', descricao: 'Vazamento' })
      .expect(201);
    const id = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`, [
      id,
    ]);
    const technician = (agents.TECNICO as unknown as { id: string }).id;
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: technician })
      .expect(201);
    await agents.TECNICO.post(`/api/fs/app/os/${id}/inicio`)
      .send({ id: randomUUID(), em: new Date(Date.now() - 3_600_000).toISOString() })
      .expect(201);
    return id;
  }

  it('answers every upload 201 or 503 with Retry-After; lists and health keep answering', async () => {
    const orderId = await startedOrder();
    const photo = await hugeJpeg();
    const stop = watchHealth(app);
    const answeredAt: number[] = [];
    const uploads = Array.from({ length: 30 }, () =>
      stamped(
        agents.TECNICO.post(`/api/fs/app/os/${orderId}/fotos`)
          .field('id', randomUUID())
          .field('rotulo', 'ANTES')
          .attach('arquivo', photo, { filename: 'foto.jpg', contentType: 'image/jpeg' }),
        answeredAt,
      ),
    );
    // An unrelated list and a login while the uploads queue.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [listed, loggedIn] = await Promise.all([
      agents.SUPERVISOR.get('/api/fs/ordens'),
      request(app.getHttpServer())
        .post('/api/auth/login')
        .set(XHR)
        .send({ email: admin.email, senha: admin.password }),
    ]);
    const answers = await Promise.all(uploads);
    const health = await stop();

    const statuses = answers.map((answer) => answer.status);
    // One summary first, so that a failure shows the whole run.
    expect({
      listed: listed.status,
      loggedIn: loggedIn.status,
      health: counts(health.map((sample) => sample.status)),
      others: statuses.filter((status) => status !== 201 && status !== 503),
    }).toEqual({
      listed: 200,
      loggedIn: 200,
      health: { 200: health.length },
      others: [],
    });
    expect(answeredDuringFlood(health, Math.max(...answeredAt))).toBeGreaterThanOrEqual(3);
    expect(counts(statuses)[201]).toBeGreaterThan(0);
    for (const answer of answers.filter((one) => one.status === 503)) {
      expect(answer.body.codigo).toBe('SERVICO_OCUPADO');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const [{ stored }] = await db.query(
      `SELECT count(*)::int AS stored FROM visita_foto WHERE ordem_servico_id = $1`,
      [orderId],
    );
    expect(stored).toBe(counts(statuses)[201]);
  }, 90_000);
});
