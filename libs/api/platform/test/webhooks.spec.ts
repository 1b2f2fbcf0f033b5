import { randomBytes, randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { verifyWebhook } from '../../../integrator/sdk/src/webhooks';
import { keyId, SecretBox } from '../src/lib/common/secret-box';
import { AppConfig } from '../src/lib/config/app-config';
import { WebhookSecretsSealed1764640000000 } from '../src/lib/database/migrations/1764640000000-webhook-secrets-sealed';
import { WebhookDeliveryWorker } from '../src/lib/webhooks/webhook-delivery.worker';
import { secretContext } from '../src/lib/webhooks/webhook-endpoint.repository';
import { WebhookEmitter } from '../src/lib/webhooks/webhook-emitter';
import { WebhookEndpointService } from '../src/lib/webhooks/webhook-endpoint.service';
import { createCompany, createTestApp, signIn, startWebhookReceiver } from '../src/testing';

const DAY_MS = 24 * 3_600_000;
/** The worker runs only when a test ticks it, at the time the test gives. */
const ENV = { WEBHOOK_WORKER_INTERVAL_MS: '0', WEBHOOK_TIMEOUT_MS: '2000' };

const orderData = (codigo: string) => ({
  ordemId: '00000000-0000-4000-8000-000000000001',
  codigo,
  tipo: 'CORRETIVA',
  url: 'http://localhost/ordens/1',
});

/**
 * Webhooks end to end against real HTTP receivers on loopback: the outbox written in the
 * change's transaction, the worker driven by `tick(now)` with a test clock, retries, two
 * instances, the target policy, rotation and the delivery log.
 */
describe('webhooks', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let worker: WebhookDeliveryWorker;
  const receivers: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    app = await createTestApp({ env: ENV });
    db = app.get<DataSource>(getDataSourceToken());
    worker = app.get(WebhookDeliveryWorker);
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await app.close();
  });

  async function receiver(answers?: Parameters<typeof startWebhookReceiver>[0]) {
    const started = await startWebhookReceiver(answers);
    receivers.push(started);
    return started;
  }

  /** A company whose ADMIN created an endpoint at `url` for `eventos`; its secret and API. */
  async function endpointAt(url: string, eventos = ['ordem.aberta']) {
    const company = await createCompany(db);
    const { api, user } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    const created = await api
      .post('/api/admin/webhooks')
      .send({ url, eventos, descricao: 'ERP' })
      .expect(201);
    const { endpoint, segredo } = created.body.dados;
    return { company, api, admin: user, endpoint, secret: segredo as string };
  }

  function emit(companyId: string, codigo = 'APP-2026-000001') {
    return db.transaction((manager) =>
      app.get(WebhookEmitter).emit(manager, companyId, 'ordem.aberta', orderData(codigo)),
    );
  }

  async function delivery(companyId: string) {
    const [row]: Array<{ id: string; status: string; proxima_tentativa_em: Date }> = await db.query(
      `SELECT id, status, proxima_tentativa_em FROM webhook_entrega WHERE empresa_id = $1`,
      [companyId],
    );
    return row;
  }

  it('retries a receiver that answers 500 twice, then delivers once with the same webhook-id', async () => {
    const target = await receiver([
      { status: 500, body: 'erro interno do receptor' },
      { status: 500 },
      { status: 200, body: 'recebido' },
    ]);
    const { company, api, endpoint, secret } = await endpointAt(target.url);
    await emit(company.id);

    expect(await worker.tick(new Date())).toBe(0);
    const second = await delivery(company.id);
    expect(second.status).toBe('PENDENTE');
    expect(await worker.tick(second.proxima_tentativa_em)).toBe(0);
    const third = await delivery(company.id);
    expect(third.proxima_tentativa_em.getTime()).toBeGreaterThan(
      second.proxima_tentativa_em.getTime(),
    );
    expect(await worker.tick(third.proxima_tentativa_em)).toBe(1);
    expect(await worker.tick(new Date(third.proxima_tentativa_em.getTime() + DAY_MS))).toBe(0);

    expect(target.received).toHaveLength(3);
    const ids = new Set(target.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const bodies = new Set(target.received.map((request) => request.body));
    expect(bodies.size).toBe(1);
    const event = JSON.parse(target.received[0].body);
    expect(event).toEqual({
      tipo: 'ordem.aberta',
      id: [...ids][0],
      ocorridoEm: expect.any(String),
      dados: orderData('APP-2026-000001'),
    });
    // The first attempt was signed at the real time: the SDK verifies it.
    expect(verifyWebhook(secret, target.received[0].headers, target.received[0].body)).toEqual(
      event,
    );

    const log = await api.get(`/api/admin/webhooks/${endpoint.id}/entregas`).expect(200);
    const [entry] = log.body.dados.itens;
    expect(entry).toMatchObject({ eventoId: event.id, status: 'ENTREGUE', tentativas: 3 });
    expect(entry.historico.map((attempt: { statusHttp: number }) => attempt.statusHttp)).toEqual([
      200, 500, 500,
    ]);
    expect(entry.historico[0].resposta).toBe('recebido');
    expect(entry.historico[2].resposta).toBe('erro interno do receptor');
    expect(entry.historico[2].duracaoMs).toEqual(expect.any(Number));
  });

  it('writes the event in the transaction of the change: a rollback leaves none', async () => {
    const target = await receiver();
    const { company } = await endpointAt(target.url);
    await expect(
      db.transaction(async (manager) => {
        await app.get(WebhookEmitter).emit(manager, company.id, 'ordem.aberta', orderData('X'));
        throw new Error('a mudança falhou');
      }),
    ).rejects.toThrow('a mudança falhou');
    const count = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM webhook_entrega WHERE empresa_id = $1`, [
          company.id,
        ])
      )[0].n;
    expect(await count()).toBe(0);
    await worker.tick(new Date());
    expect(target.received).toHaveLength(0);

    await emit(company.id);
    expect(await count()).toBe(1);
  });

  it('emits nothing for a type no endpoint subscribes to, nor to a paused endpoint', async () => {
    const target = await receiver();
    const { company, api, endpoint } = await endpointAt(target.url, ['rgm.enviado']);
    await emit(company.id);
    await api
      .patch(`/api/admin/webhooks/${endpoint.id}`)
      .send({ eventos: ['ordem.aberta'], ativo: false })
      .expect(200);
    await emit(company.id);
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM webhook_evento WHERE empresa_id = $1`,
      [company.id],
    );
    expect(n).toBe(0);
  });

  it('delivers each message once when two instances tick at the same time', async () => {
    const other = await createTestApp({ env: ENV });
    try {
      const target = await receiver();
      const { company } = await endpointAt(target.url);
      const otherWorker = other.get(WebhookDeliveryWorker);
      otherWorker.limitTo(new Set([company.id]));
      for (let index = 0; index < 25; index++) await emit(company.id, `APP-2026-${index}`);

      // Earlier tests' deliveries may be due too: count what this receiver got.
      for (let round = 0; round < 10 && target.received.length < 25; round++) {
        const now = new Date();
        await Promise.all([worker.tick(now), otherWorker.tick(now)]);
      }
      const [{ pending }] = await db.query(
        `SELECT count(*) FILTER (WHERE status <> 'ENTREGUE')::int AS pending
           FROM webhook_entrega WHERE empresa_id = $1`,
        [company.id],
      );
      expect(pending).toBe(0);
      const ids = target.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(25);
      expect(new Set(ids).size).toBe(25);
    } finally {
      await other.close();
    }
  });

  it('signs with the old and the new secret for 24 h after a rotation', async () => {
    const target = await receiver();
    const { company, api, endpoint, secret: oldSecret } = await endpointAt(target.url);
    const rotated = await api
      .post(`/api/admin/webhooks/${endpoint.id}/rotacionar-segredo`)
      .expect(200);
    const newSecret: string = rotated.body.dados.segredo;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.body.dados.endpoint.segredoAnteriorAte).toEqual(expect.any(String));

    await emit(company.id);
    await worker.tick(new Date());
    const [request] = target.received;
    expect(request.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyWebhook(oldSecret, request.headers, request.body).tipo).toBe('ordem.aberta');
    expect(verifyWebhook(newSecret, request.headers, request.body).tipo).toBe('ordem.aberta');

    await emit(company.id, 'APP-2026-000002');
    await worker.tick(new Date(Date.now() + DAY_MS + 60_000));
    expect(target.received[1].headers['webhook-signature'].split(' ')).toHaveLength(1);
  });

  it('keeps secrets sealed at rest; the migration seals plain-text ones, which still sign', async () => {
    const target = await receiver();
    const { company, endpoint, secret } = await endpointAt(target.url);
    const stored = async () =>
      (
        await db.query(`SELECT segredo, segredo_anterior FROM webhook_endpoint WHERE id = $1`, [
          endpoint.id,
        ])
      )[0] as { segredo: string; segredo_anterior: string | null };
    expect((await stored()).segredo).toMatch(/^v1:[\w-]{8}:/);
    expect((await stored()).segredo).not.toContain(secret.slice(6));

    // As an endpoint created before the secret box: both secrets in plain text.
    const legacy = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    await db.query(
      `UPDATE webhook_endpoint SET segredo = $2, segredo_anterior = $3, segredo_anterior_ate = $4
        WHERE id = $1`,
      [endpoint.id, secret, legacy, new Date(Date.now() + DAY_MS)],
    );
    const runner = db.createQueryRunner();
    try {
      await new WebhookSecretsSealed1764640000000().up(runner);
      const sealed = await stored();
      expect(sealed.segredo).toMatch(/^v1:/);
      expect(sealed.segredo_anterior).toMatch(/^v1:/);
      // Twice is harmless: what is sealed stays as it is.
      await new WebhookSecretsSealed1764640000000().up(runner);
      expect(await stored()).toEqual(sealed);
    } finally {
      await runner.release();
    }

    await emit(company.id);
    expect(await worker.tick(new Date())).toBe(1);
    const [request] = target.received;
    expect(verifyWebhook(secret, request.headers, request.body).tipo).toBe('ordem.aberta');
    expect(verifyWebhook(legacy, request.headers, request.body).tipo).toBe('ordem.aberta');
  });

  it('sends nothing unsigned when a secret does not open (its key is gone)', async () => {
    const target = await receiver();
    const { company, endpoint } = await endpointAt(target.url);
    await db.query(`UPDATE webhook_endpoint SET segredo = $2 WHERE id = $1`, [
      endpoint.id,
      new SecretBox(randomBytes(32)).seal('whsec_x', secretContext(endpoint.id)),
    ]);
    await emit(company.id);
    expect(await worker.tick(new Date())).toBe(0);
    expect(target.received).toHaveLength(0);
    const [attempt] = await db.query(
      `SELECT t.erro FROM webhook_tentativa t JOIN webhook_entrega d ON d.id = t.entrega_id
        WHERE d.endpoint_id = $1`,
      [endpoint.id],
    );
    expect(attempt.erro).toMatch(/segredo do endpoint não pôde ser decifrado/);
  });

  it('seals secrets again under a new APP_ENCRYPTION_KEY, the previous key kept to open them', async () => {
    const [keyA, keyB] = [randomBytes(32), randomBytes(32)];
    const company = await createCompany(db);
    const id = randomUUID();
    const context = secretContext(id);
    const [current, previous] = ['whsec_YXR1YWwtc2VncmVkby1kZS10ZXN0ZQ==', 'whsec_YW50ZXJpb3I='];
    await db.query(
      `INSERT INTO webhook_endpoint
         (id, empresa_id, url, eventos, segredo, segredo_anterior, segredo_anterior_ate)
       VALUES ($1, $2, 'http://127.0.0.1:9/x', '{ordem.aberta}', $3, $4, $5)`,
      [
        id,
        company.id,
        new SecretBox(keyA).seal(current, context),
        new SecretBox(keyA).seal(previous, context),
        new Date(Date.now() + DAY_MS),
      ],
    );
    const rotated = await createTestApp({
      env: {
        ...ENV,
        APP_ENCRYPTION_KEY: keyB.toString('base64'),
        APP_ENCRYPTION_KEYS_OLD: keyA.toString('hex'),
      },
    });
    try {
      await rotated.get(WebhookEndpointService).resealStale();
      const [row] = await db.query(
        `SELECT segredo, segredo_anterior FROM webhook_endpoint WHERE id = $1`,
        [id],
      );
      const onlyB = new SecretBox(keyB);
      expect([row.segredo, row.segredo_anterior].map((value) => value.split(':')[1])).toEqual([
        keyId(keyB),
        keyId(keyB),
      ]);
      expect(onlyB.open(row.segredo, context)).toBe(current);
      expect(onlyB.open(row.segredo_anterior, context)).toBe(previous);
    } finally {
      await rotated.close();
    }
  });

  it('never follows a redirect: a 3xx is a failed attempt', async () => {
    const elsewhere = await receiver();
    const target = await receiver([{ status: 302, headers: { location: elsewhere.url } }]);
    const { company } = await endpointAt(target.url);
    await emit(company.id);
    expect(await worker.tick(new Date())).toBe(0);
    expect(target.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);
    expect((await delivery(company.id)).status).toBe('PENDENTE');
  });

  it('gives up after 72 h, pauses an endpoint failing for 5 days and e-mails its ADMINs; resend delivers', async () => {
    const target = await receiver([{ status: 503, body: 'fora do ar' }]);
    const { company, api, admin, endpoint } = await endpointAt(target.url);
    await emit(company.id);
    const start = new Date();
    await worker.tick(start);
    expect(
      (await api.get(`/api/admin/webhooks/${endpoint.id}`).expect(200)).body.dados,
    ).toMatchObject({ ativo: true, falhandoDesde: start.toISOString() });

    await worker.tick(new Date(start.getTime() + 3 * DAY_MS));
    expect((await delivery(company.id)).status).toBe('FALHOU');
    expect((await api.get(`/api/admin/webhooks/${endpoint.id}`).expect(200)).body.dados.ativo).toBe(
      true,
    );

    await emit(company.id, 'APP-2026-000002');
    await worker.tick(new Date(start.getTime() + 5 * DAY_MS));
    const paused = (await api.get(`/api/admin/webhooks/${endpoint.id}`).expect(200)).body.dados;
    expect(paused).toMatchObject({ ativo: false, pausadoMotivo: 'FALHAS' });
    const mail: Array<{ destinatarios: string[]; assunto: string; corpo: string }> = await db.query(
      `SELECT destinatarios, assunto, corpo FROM mail_outbox WHERE empresa_id = $1`,
      [company.id],
    );
    expect(mail).toEqual([
      expect.objectContaining({
        destinatarios: [admin.email],
        assunto: 'Webhook pausado depois de falhas seguidas',
      }),
    ]);
    expect(mail[0].corpo).toContain(target.url);

    // Paused: nothing is posted, even what is due.
    const before = target.received.length;
    await worker.tick(new Date(start.getTime() + 6 * DAY_MS));
    expect(target.received).toHaveLength(before);

    target.answer([{ status: 204 }]);
    await api.patch(`/api/admin/webhooks/${endpoint.id}`).send({ ativo: true }).expect(200);
    const log = await api.get(`/api/admin/webhooks/${endpoint.id}/entregas`).expect(200);
    const failed = log.body.dados.itens.find(
      (item: { status: string }) => item.status === 'FALHOU',
    );
    expect(failed.historico[0]).toMatchObject({ statusHttp: 503, resposta: 'fora do ar' });
    await api.post(`/api/admin/webhooks/${endpoint.id}/entregas/${failed.id}/reenviar`).expect(202);
    expect(await worker.tick(new Date())).toBe(1);
    const after = await api.get(`/api/admin/webhooks/${endpoint.id}/entregas`).expect(200);
    expect(
      after.body.dados.itens.find((item: { id: string }) => item.id === failed.id),
    ).toMatchObject({ status: 'ENTREGUE' });
  });

  it('sends a test event to one endpoint on request', async () => {
    const target = await receiver();
    const { api, endpoint, secret } = await endpointAt(target.url, ['rgm.liberado']);
    const queued = await api.post(`/api/admin/webhooks/${endpoint.id}/teste`).expect(202);
    expect(await worker.tick(new Date())).toBe(1);
    const event = verifyWebhook(secret, target.received[0].headers, target.received[0].body);
    expect(event).toMatchObject({ tipo: 'webhook.teste', id: queued.body.dados.eventoId });
  });

  it('counts attempts by outcome and reports the backlog and its oldest age', async () => {
    const target = await receiver([{ status: 500 }, { status: 200 }]);
    const { company } = await endpointAt(target.url);
    await emit(company.id);
    await worker.tick(new Date());
    await worker.tick((await delivery(company.id)).proxima_tentativa_em);
    await emit(company.id, 'APP-2026-000002'); // left pending
    const { text } = await request(app.getHttpServer()).get('/api/metricas').expect(200);
    const metric = (name: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
      return Number(line?.slice(name.length + 1));
    };
    expect(metric('campo_webhook_deliveries_total{resultado="erro"}')).toBeGreaterThan(0);
    expect(metric('campo_webhook_deliveries_total{resultado="entregue"}')).toBeGreaterThan(0);
    expect(metric('campo_webhook_backlog')).toBeGreaterThan(0);
    expect(metric('campo_webhook_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('answers bad input with 4xx and keeps other companies out', async () => {
    const target = await receiver();
    const { api, endpoint } = await endpointAt(target.url);
    const invalid = await api
      .post('/api/admin/webhooks')
      .send({ url: target.url, eventos: ['ordem.inventada'] })
      .expect(400);
    expect(invalid.body.codigo).toBe('DADOS_INVALIDOS');
    const notHttp = await api
      .post('/api/admin/webhooks')
      .send({ url: 'ftp://exemplo.com/x', eventos: ['ordem.aberta'] })
      .expect(422);
    expect(notHttp.body.codigo).toBe('WEBHOOK_DESTINO_RECUSADO');
    await api.get('/api/admin/webhooks/nao-e-id').expect(404);

    const stranger = await createCompany(db);
    const { api: other } = await signIn(app, db, { companyId: stranger.id, role: 'ADMIN' });
    await other.get(`/api/admin/webhooks/${endpoint.id}`).expect(404);
    await other.post(`/api/admin/webhooks/${endpoint.id}/teste`).expect(404);
    const { api: supervisor } = await signIn(app, db, {
      companyId: stranger.id,
      role: 'SUPERVISOR',
    });
    await supervisor.get('/api/admin/webhooks').expect(403);
    const listed = await api.get('/api/admin/webhooks').expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('whsec_');
  });
});

describe('webhook targets under production settings', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ env: { ...ENV, WEBHOOK_ALLOW_PRIVATE: 'false' } });
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  it('refuses a loopback or private target at creation', async () => {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    for (const url of ['http://127.0.0.1:9/x', 'http://localhost:9/x', 'http://10.0.0.8/x']) {
      const refused = await api
        .post('/api/admin/webhooks')
        .send({ url, eventos: ['ordem.aberta'] })
        .expect(422);
      expect(refused.body.codigo).toBe('WEBHOOK_DESTINO_RECUSADO');
      expect(refused.body.erro).toMatch(/endereço privado/);
    }
  });

  it('refuses at delivery a host that resolves to loopback now (DNS rebinding)', async () => {
    const target = await startWebhookReceiver();
    try {
      const company = await createCompany(db);
      // As if the name had resolved to a public address when the endpoint was created.
      const id = randomUUID();
      const sealed = app
        .get(AppConfig)
        .secretBox.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', secretContext(id));
      const [endpoint] = await db.query(
        `INSERT INTO webhook_endpoint (id, empresa_id, url, eventos, segredo)
         VALUES ($1, $2, $3, '{ordem.aberta}', $4) RETURNING id`,
        [id, company.id, `http://localhost:${target.port}/webhooks`, sealed],
      );
      await db.transaction((manager) =>
        app.get(WebhookEmitter).emit(manager, company.id, 'ordem.aberta', orderData('R')),
      );
      expect(await app.get(WebhookDeliveryWorker).tick(new Date())).toBe(0);
      expect(target.received).toHaveLength(0);
      const [attempt] = await db.query(
        `SELECT t.status_http, t.erro FROM webhook_tentativa t
           JOIN webhook_entrega d ON d.id = t.entrega_id WHERE d.endpoint_id = $1`,
        [endpoint.id],
      );
      expect(attempt.status_http).toBeNull();
      expect(attempt.erro).toMatch(/endereço privado/);
    } finally {
      await target.close();
    }
  });
});
