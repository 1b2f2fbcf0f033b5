import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { WEBHOOK_EVENTS } from '@campo/contracts';
import { WebhookDeliveryWorker } from '@campo/platform';
import { startWebhookReceiver } from '@campo/platform/testing';
import { verifyWebhook, WEBHOOK_EVENT_TYPES } from '../../../integrator/sdk/src/webhooks';
import { createIngestionApp, createTenant, post } from './support';

/** A stored batch tells the integrator's receiver, signed so the SDK verifies it. */
describe('importacao.concluida webhook', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp({ WEBHOOK_WORKER_INTERVAL_MS: '0' }));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  it('posts the batch outcome, with a signature the SDK verifies; a preview posts nothing', async () => {
    const tenant = await createTenant(app, db);
    const { token } = await tenant.issueToken({ nome: 'ERP Contábil', modo: 'INSERT' });
    const created = await tenant
      .adminApi()
      .post('/api/admin/webhooks')
      .send({ url: receiver.url, eventos: ['importacao.concluida'] })
      .expect(201);
    const secret: string = created.body.dados.segredo;

    const rows = [
      { codigo: 'W-1', tipo: 'Confidencialidade' },
      { codigo: 'W-1', tipo: 'Integridade' },
      { codigo: 'W-2', tipo: 'Ransomware' },
    ];
    await post(app, token, 'incidente_seguranca', rows, true).expect(200);
    const batch = await post(app, token, 'incidente_seguranca', rows).expect(200);
    await app.get(WebhookDeliveryWorker).tick(new Date());

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const event = verifyWebhook(secret, request.headers, request.body);
    expect(event).toEqual({
      tipo: 'importacao.concluida',
      id: request.headers['webhook-id'],
      ocorridoEm: expect.any(String),
      dados: {
        entidade: 'incidente_seguranca',
        loteId: batch.body.dados.loteId,
        token: 'ERP Contábil',
        origem: 'ERP Contábil',
        recebidas: 3,
        gravadas: 1,
        recusadas: 1,
        duplicadas: 1,
        historicoUrl: expect.stringMatching(
          new RegExp(`/integracoes/importacoes/${batch.body.dados.loteId}$`),
        ),
      },
    });
    expect(() =>
      verifyWebhook(secret, request.headers, request.body.replace('"gravadas":1', '"gravadas":2')),
    ).toThrow(/nenhuma assinatura/);
  });

  it("keeps the SDK's list of event types in step with the contracts", () => {
    expect([...WEBHOOK_EVENT_TYPES]).toEqual(WEBHOOK_EVENTS.map((event) => event.tipo));
  });
});
