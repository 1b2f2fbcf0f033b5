import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import request from 'supertest';
import { WebhookDeliveryWorker } from '@campo/platform';
import {
  createCompany,
  type SessionAgent,
  signIn,
  startWebhookReceiver,
} from '@campo/platform/testing';
import { createFieldServiceApp } from './support';

/** Orders, RGMs and fluid records tell a subscribed receiver, each change once. */
describe('field-service webhooks', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let admin: SessionAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    receiver = await startWebhookReceiver();
    const company = await createCompany(db);
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    const client = await one(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente')`,
      [company.id],
    );
    ids.contract = await one(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2)`,
      [company.id, client],
    );
    ids.equipment = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas)
       VALUES ($1, 'EQ', 'CT', $2, 'UTI', 'R-32')`,
      [company.id, ids.contract],
    );
    ({ api: admin } = await signIn(app, db, { companyId: company.id, role: 'ADMIN' }));
    await admin
      .post('/api/admin/webhooks')
      .send({
        url: receiver.url,
        eventos: [
          'ordem.aberta',
          'ordem.concluida',
          'fluido.registrado',
          'rgm.liberado',
          'solicitacao.recebida',
        ],
      })
      .expect(201);
  });
  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  async function delivered() {
    await app.get(WebhookDeliveryWorker).tick(new Date());
    return receiver.received.splice(0).map((request) => JSON.parse(request.body));
  }

  it('emits ordem.aberta and ordem.concluida with the order and a null visit report link', async () => {
    const opened = await admin
      .post('/api/fs/ordens')
      .send({ equipamentoId: ids.equipment, tipo: 'INSTALACAO', descricao: 'Instalar split' })
      .expect(201);
    const order = opened.body.dados;
    await admin.post(`/api/fs/ordens/${order.id}/iniciar`).expect(200);
    await admin.post(`/api/fs/ordens/${order.id}/concluir`).send({}).expect(200);
    const events = await delivered();
    const common = {
      ordemId: order.id,
      codigo: order.codigo,
      tipo: 'INSTALACAO',
      url: expect.stringMatching(new RegExp(`/ordens/${order.id}$`)),
    };
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'ordem.aberta', dados: common }),
        expect.objectContaining({
          tipo: 'ordem.concluida',
          dados: { ...common, relatorioUrl: null },
        }),
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('emits fluido.registrado once, even when the phone resends the record', async () => {
    const record = {
      id: randomUUID(),
      equipamentoId: ids.equipment,
      tipoGas: 'R-32',
      tipoEvento: 'Vazamento',
      quantidadeKg: 0.3,
      dataEvento: '20/06/2026',
    };
    await admin.post('/api/fs/fluidos').send(record).expect(201);
    await admin.post('/api/fs/fluidos').send(record).expect(200);
    const events = await delivered();
    expect(events).toEqual([
      expect.objectContaining({
        tipo: 'fluido.registrado',
        dados: expect.objectContaining({
          registroId: record.id,
          ordemId: null,
          equipamentoId: ids.equipment,
          tipoGas: 'R-32',
          quantidadeKg: 0.3,
        }),
      }),
    ]);
  });

  it('emits rgm.liberado when an RGM is released', async () => {
    const created = await admin
      .post('/api/fs/rgm')
      .send({ contratoId: ids.contract, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id = created.body.dados.id;
    await admin.post(`/api/fs/rgm/${id}/liberar`).expect(200);
    const events = await delivered();
    expect(events).toEqual([
      expect.objectContaining({
        tipo: 'rgm.liberado',
        dados: {
          rgmId: id,
          contratoId: ids.contract,
          inicio: '2026-10-01',
          fim: '2026-10-31',
          url: expect.stringMatching(new RegExp(`/rgm/${id}$`)),
        },
      }),
    ]);
  });

  it('emits solicitacao.recebida when someone asks through the QR code, without their contact', async () => {
    const { url } = (await admin.get(`/api/fs/equipamentos/${ids.equipment}/qr`).expect(200)).body
      .dados;
    await request(app.getHttpServer())
      .post(new URL(url).pathname)
      .set({ Accept: 'text/html' })
      .field('descricao', 'Pingando no corredor.')
      .field('urgencia', 'ALTA')
      .field('contatoNome', 'Rita Recepcionista')
      .field('contatoEmail', 'rita@hospital.test')
      .expect(201);
    const [row] = await db.query(`SELECT id, codigo FROM solicitacao WHERE equipamento_id = $1`, [
      ids.equipment,
    ]);
    const events = await delivered();
    expect(events).toEqual([
      expect.objectContaining({
        tipo: 'solicitacao.recebida',
        dados: {
          solicitacaoId: row.id,
          codigo: row.codigo,
          origem: 'QR',
          urgencia: 'ALTA',
          url: expect.stringMatching(new RegExp(`/solicitacoes/${row.id}$`)),
        },
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('rita');
  });
});
