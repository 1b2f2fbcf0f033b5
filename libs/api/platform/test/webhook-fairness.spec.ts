import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { WebhookEmitter } from '../src/lib/webhooks/webhook-emitter';
import { createCompany, createTestApp, signIn, startWebhookReceiver } from '../src/testing';

/** The running worker (not tick): claims every 50 ms and whenever a delivery ends. */
const ENV = {
  WEBHOOK_WORKER_INTERVAL_MS: '50',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_CONCURRENCY: '16',
  WEBHOOK_COMPANY_CONCURRENCY: '4',
  WEBHOOK_MAX_ENDPOINTS: '10',
};

/**
 * A receiver on loopback that accepts every connection, reads the request and never
 * answers; it notes which requests are open now, the most open at once (in all and per
 * path), and which ones the sender gave up on (their connection closed).
 */
async function startSilentReceiver() {
  const open = new Set<IncomingMessage>();
  const closed: string[] = [];
  let mostOpen = 0;
  let mostOpenOnOnePath = 0;
  const server = createServer((incoming) => {
    open.add(incoming);
    mostOpen = Math.max(mostOpen, open.size);
    const samePath = [...open].filter((other) => other.url === incoming.url).length;
    mostOpenOnOnePath = Math.max(mostOpenOnOnePath, samePath);
    incoming.resume();
    incoming.socket.once('close', () => {
      open.delete(incoming);
      closed.push(incoming.url ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    open,
    closed,
    get mostOpen() {
      return mostOpen;
    },
    get mostOpenOnOnePath() {
      return mostOpenOnOnePath;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `condition` holds; checked every 10 ms (the test's own timeout bounds it). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const orderData = (codigo: string) => ({
  ordemId: '00000000-0000-4000-8000-000000000001',
  codigo,
  tipo: 'CORRETIVA',
  url: 'http://localhost/ordens/1',
});

/**
 * Issue #42 item 6: one tenant's dead receivers never delay another's deliveries. Company B
 * has its ten endpoints (the cap) on a receiver that never answers; company A has one live
 * receiver. A's event must arrive while B's requests are still pending, before any of B's
 * timeouts has elapsed (on the old worker, a batch of ten B deliveries held the round until
 * they timed out, and A waited behind it).
 */
describe('fair webhook delivery', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let silent: Awaited<ReturnType<typeof startSilentReceiver>>;
  let live: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    app = await createTestApp({ env: ENV });
    db = app.get<DataSource>(getDataSourceToken());
    silent = await startSilentReceiver();
    live = await startWebhookReceiver();
  });
  afterAll(async () => {
    // Closing the app waits for the deliveries in flight (at most WEBHOOK_TIMEOUT_MS).
    await app.close();
    await Promise.all([silent.close(), live.close()]);
  });

  const emit = (companyId: string, codigo: string) =>
    db.transaction((manager) =>
      app.get(WebhookEmitter).emit(manager, companyId, 'ordem.aberta', orderData(codigo)),
    );

  async function companyWithAdmin() {
    const company = await createCompany(db);
    const { api } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' });
    return { company, api };
  }

  it("delivers A's event while B's ten dead receivers are still pending, and retries B's later", async () => {
    const b = await companyWithAdmin();
    const bEndpoints: string[] = [];
    for (let index = 0; index < 10; index++) {
      const created = await b.api
        .post('/api/admin/webhooks')
        .send({ url: `${silent.url}/b${index}`, eventos: ['ordem.aberta'] })
        .expect(201);
      bEndpoints.push(created.body.dados.endpoint.id);
    }
    const a = await companyWithAdmin();
    await a.api
      .post('/api/admin/webhooks')
      .send({ url: live.url, eventos: ['ordem.aberta'] })
      .expect(201);

    // B's events first: 2 × 10 deliveries, all to receivers that never answer.
    await emit(b.company.id, 'B-1');
    await emit(b.company.id, 'B-2');
    // B's dead receivers hold their share of the slots (all ten on the old worker).
    await until(() => silent.open.size >= 4);
    await emit(a.company.id, 'A-1');

    // Whichever comes first: A's delivery, or the first of B's requests given up on.
    await until(() => live.received.length > 0 || silent.closed.length > 0);
    expect(silent.closed).toEqual([]);
    expect(live.received).toHaveLength(1);
    expect(JSON.parse(live.received[0].body).dados.codigo).toBe('A-1');
    // B holds its share of the slots, never more, and one request per endpoint at a time.
    expect(silent.open.size).toBe(4);

    // B's first requests time out; they are retried later, their endpoints held back meanwhile.
    await until(() => silent.closed.length >= 4);
    let failed = await attemptsOf(b.company.id);
    while (failed.length < 4) failed = await attemptsOf(b.company.id);
    for (const attempt of failed.slice(0, 4)) {
      expect(attempt.status_http).toBeNull();
      expect(attempt.erro).toBe('tempo esgotado (2000 ms)');
      expect(attempt.status).toBe('PENDENTE');
      expect(attempt.proxima_tentativa_em.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    const circuits: Array<{ falhas_seguidas: number; suspenso_ate: Date | null }> = await db.query(
      `SELECT falhas_seguidas, suspenso_ate FROM webhook_endpoint
          WHERE empresa_id = $1 AND falhas_seguidas > 0`,
      [b.company.id],
    );
    expect(circuits.length).toBeGreaterThanOrEqual(4);
    for (const circuit of circuits) {
      expect(circuit.falhas_seguidas).toBe(1);
      expect(circuit.suspenso_ate?.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    expect(silent.mostOpen).toBeLessThanOrEqual(4);
    expect(silent.mostOpenOnOnePath).toBe(1);

    const [{ status }] = await db.query(
      `SELECT status FROM webhook_entrega WHERE empresa_id = $1`,
      [a.company.id],
    );
    expect(status).toBe('ENTREGUE');
  });

  async function attemptsOf(companyId: string) {
    const rows: Array<{
      status_http: number | null;
      erro: string | null;
      status: string;
      proxima_tentativa_em: Date;
    }> = await db.query(
      `SELECT t.status_http, t.erro, d.status, d.proxima_tentativa_em
         FROM webhook_tentativa t JOIN webhook_entrega d ON d.id = t.entrega_id
        WHERE t.empresa_id = $1 ORDER BY t.em, t.entrega_id`,
      [companyId],
    );
    return rows;
  }

  it('caps the endpoints of a company: the next one is refused with 409', async () => {
    const { api } = await companyWithAdmin();
    for (let index = 0; index < 10; index++)
      await api
        .post('/api/admin/webhooks')
        .send({ url: `${live.url}?n=${index}`, eventos: ['ordem.aberta'] })
        .expect(201);
    const refused = await api
      .post('/api/admin/webhooks')
      .send({ url: live.url, eventos: ['ordem.aberta'] })
      .expect(409);
    expect(refused.body).toMatchObject({
      sucesso: false,
      codigo: 'WEBHOOK_LIMITE_DE_ENDPOINTS',
      maximo: 10,
    });
    expect(refused.body.erro).toMatch(/já tem 10 endpoints de webhook/);
    // Paused ones count too: pausing one does not make room.
    const [first] = (await api.get('/api/admin/webhooks').expect(200)).body.dados;
    await api.patch(`/api/admin/webhooks/${first.id}`).send({ ativo: false }).expect(200);
    await api
      .post('/api/admin/webhooks')
      .send({ url: live.url, eventos: ['ordem.aberta'] })
      .expect(409);
  });
});
