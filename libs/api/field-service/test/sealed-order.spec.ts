import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const signature = async () =>
  `data:image/png;base64,${(
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><path d="M10 120 C 80 20, 160 20, 220 110" stroke="#000" stroke-width="4" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer()
  ).toString('base64')}`;

/**
 * Sealed means frozen: once the client signed (the visit report sealed), an order's
 * contract, unit, status and times do not change through ingestion or the session API;
 * the one forward move is closing an attendance in progress with an end not before the
 * signature. Fields that are not frozen (the description) still update.
 */
describe('a sealed order is frozen', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let token: string;
  const agents: Record<string, SessionAgent> = {};
  const users: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    const office = await createClient(db, companyId, {
      codigo: 'EP',
      nome: 'Escritórios Paulista',
    });
    const hospital = await createClient(db, companyId, { codigo: 'HC', nome: 'Hospital Central' });
    const officeContract = await createContract(db, companyId, {
      codigo: 'CT-EP',
      clienteId: office,
    });
    const hospitalContract = await createContract(db, companyId, {
      codigo: 'CT-HC',
      clienteId: hospital,
    });
    await createEquipment(db, companyId, {
      codigo: 'EQ-EP',
      contratoId: officeContract,
      setor: 'Térreo',
      tipoGas: 'R-410A',
    });
    await createEquipment(db, companyId, {
      codigo: 'EQ-HC',
      contratoId: hospitalContract,
      setor: 'UTI',
      tipoGas: 'R-410A',
    });
    for (const role of ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const) {
      const { api, user } = await signIn(app, db, { companyId, role, name: `Pessoa ${role}` });
      agents[role] = api;
      users[role] = user.id;
    }
    token = (
      await agents.ADMIN.post('/api/admin/tokens-ingestao')
        .send({ nome: 'ERP', entidades: ['ordem_servico'] })
        .expect(201)
    ).body.dados.token;
  });
  afterAll(() => app.close());

  const erp = (linhas: unknown[], preview = false) =>
    request(app.getHttpServer())
      .post(`/api/ingestao-pub/ordem_servico${preview ? '?previa=true' : ''}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas });

  const snapshot = async (id: string) =>
    (
      await db.query(
        `SELECT contrato, contrato_id, equipamento_id, status, abertura, inicio_atendimento, fim_atendimento, descricao
           FROM ordem_servico WHERE id = $1`,
        [id],
      )
    )[0];

  /** The client signs on the phone: the report is sealed. */
  async function sign(orderId: string, at = ago(20)) {
    await agents.TECNICO.post(`/api/fs/app/os/${orderId}/aceite`)
      .send({
        id: randomUUID(),
        tipo: 'ASSINADO',
        em: at,
        nome: 'Carla Mendes',
        documento: 'Gerente',
        assinatura: await signature(),
      })
      .expect(201);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM visita_selo WHERE ordem_servico_id = $1`,
      [orderId],
    );
    expect(count).toBe(1);
  }

  /** An ERP order in attendance, allocated to the technician and signed on the phone. */
  async function sealedErpOrder(codigo: string) {
    const row = {
      codigo,
      contrato: 'CT-EP',
      equipamento: 'EQ-EP',
      tipo: 'Corretiva',
      abertura: ago(180),
      inicioAtendimento: ago(120),
      status: 'Em atendimento',
      descricao: 'Não gela',
    };
    const created = await erp([row]).expect(200);
    const id = created.body.dados.resultados[0].id as string;
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: users.TECNICO })
      .expect(201);
    await sign(id);
    return { id, row };
  }

  it('refuses, row by row, an ingestion change of a sealed order’s contract or status; stores the rest', async () => {
    const moved = await sealedErpOrder('OS-00785');
    const reopened = await sealedErpOrder('OS-00786');
    const before = [await snapshot(moved.id), await snapshot(reopened.id)];
    const batch = [
      { ...moved.row, contrato: 'CT-HC', equipamento: 'EQ-HC' },
      { ...reopened.row, status: 'Aberta' },
      {
        codigo: 'OS-00900',
        contrato: 'CT-HC',
        equipamento: 'EQ-HC',
        tipo: 'Corretiva',
        abertura: ago(30),
      },
    ];
    // The preview says the same, and writes nothing.
    const preview = (await erp(batch, true).expect(200)).body.dados.resultados;
    expect(preview.map((row: { status: string }) => row.status)).toEqual(['ERRO', 'ERRO', 'OK']);
    expect(preview[0].erros).toEqual([expect.stringMatching(/^ORDEM_SELADA: A ordem OS-00785/)]);
    const response = await erp(batch).expect(200);
    const results = response.body.dados.resultados;
    expect(results.map((row: { status: string }) => row.status)).toEqual(['ERRO', 'ERRO', 'OK']);
    expect(results[0].erros).toEqual([
      expect.stringMatching(
        /^ORDEM_SELADA: A ordem OS-00785 está selada desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
      ),
    ]);
    expect(results[1].erros).toEqual([
      expect.stringMatching(/^ORDEM_SELADA: A ordem OS-00786 está selada/),
    ]);
    expect([await snapshot(moved.id), await snapshot(reopened.id)]).toEqual(before);
    expect(response.body.dados).toMatchObject({ gravadas: 1, recusadas: 2 });

    // What is not frozen still updates.
    const described = await erp([
      { ...moved.row, descricao: 'Não gela; ruído no compressor' },
    ]).expect(200);
    expect(described.body.dados.resultados[0]).toMatchObject({ status: 'OK', acao: 'ATUALIZADO' });
    expect((await snapshot(moved.id)).descricao).toBe('Não gela; ruído no compressor');
  });

  it('lets the ERP close its sealed order in attendance, with an end not before the signature', async () => {
    const { id, row } = await sealedErpOrder('OS-00790');
    const early = await erp([{ ...row, status: 'Concluída', fimAtendimento: ago(60) }]).expect(200);
    expect(early.body.dados.resultados[0]).toMatchObject({
      status: 'ERRO',
      erros: [
        expect.stringMatching(/^ORDEM_SELADA: .*não pode ser anterior ao que o cliente assinou/),
      ],
    });
    const closed = await erp([{ ...row, status: 'Concluída', fimAtendimento: ago(5) }]).expect(200);
    expect(closed.body.dados.resultados[0].status).toBe('OK');
    expect(
      (await agents.SUPERVISOR.get(`/api/fs/ordens/${id}`).expect(200)).body.dados.situacao,
    ).toBe('CONCLUIDA');
    // Closed and sealed: no way back to attendance.
    const back = await erp([{ ...row, status: 'Em atendimento' }]).expect(200);
    expect(back.body.dados.resultados[0].status).toBe('ERRO');
  });

  it('the session API refuses to cancel a sealed order (409 ORDEM_SELADA) and the phone still finishes it', async () => {
    const opened = await agents.SUPERVISOR.post('/api/fs/ordens')
      .send({
        equipamentoId: (
          await db.query(`SELECT id FROM equipamento WHERE empresa_id = $1 AND codigo = 'EQ-EP'`, [
            companyId,
          ])
        )[0].id,
        tipo: 'CORRETIVA',
        descricao: 'Vazamento',
      })
      .expect(201);
    const id = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '3 hours' WHERE id = $1`, [
      id,
    ]);
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: users.TECNICO })
      .expect(201);
    await agents.TECNICO.post(`/api/fs/app/os/${id}/inicio`)
      .send({ id: randomUUID(), em: ago(60) })
      .expect(201);
    await sign(id);
    const before = await snapshot(id);

    const cancelled = await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/cancelar`)
      .send({ motivo: 'duplicada' })
      .expect(409);
    expect(cancelled.body).toMatchObject({
      sucesso: false,
      codigo: 'ORDEM_SELADA',
      erro: expect.stringContaining('está selada desde'),
    });
    expect(await snapshot(id)).toEqual(before);

    await agents.TECNICO.post(`/api/fs/app/os/${id}/fim`)
      .send({ id: randomUUID(), em: ago(2), causaRaiz: 'Conexão frouxa' })
      .expect(201);
    expect((await snapshot(id)).status).toBe('CONCLUIDA');
  });
});
