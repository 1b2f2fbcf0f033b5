import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ServiceOrderDetail, ServiceOrderSummary } from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { createFieldServiceApp } from './support';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/**
 * What the supervisor sees of the technician's app: the order list tells who is attending
 * and since when, and the order page shows every app record (field time and arrival),
 * the checklist answers, the root cause and the gas events, written through the app's
 * own endpoints. Fixture: one company, contract CT-1 (4 h / 24 h), equipment EQ-1 with
 * R-410A, technician Ana and a supervisor.
 */
describe('orders: what the technician app recorded', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    ids.company = (await createCompany(db)).id;
    const client = await one(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Hospital Central')`,
      [ids.company],
    );
    ids.contract = await one(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, sla_atendimento_horas, sla_solucao_horas)
       VALUES ($1, 'CT-1', 'C', $2, 4, 24)`,
      [ids.company, client],
    );
    ids.equipment = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg)
       VALUES ($1, 'EQ-1', 'CT-1', $2, 'UTI', 'R-410A', 2.5)`,
      [ids.company, ids.contract],
    );
    for (const [key, role, name] of [
      ['ana', 'TECNICO', 'Ana Técnica'],
      ['SUPERVISOR', 'SUPERVISOR', 'Sara Supervisora'],
    ] as const) {
      const { api, user } = await signIn(app, db, { companyId: ids.company, role, name });
      agents[key] = api;
      ids[key] = user.id;
    }
  });
  afterAll(() => app.close());

  /** A corrective opened three hours ago by the supervisor and assigned to Ana. */
  async function assignedOrder(): Promise<string> {
    const opened = await agents.SUPERVISOR.post('/api/fs/ordens')
      .send({ equipamentoId: ids.equipment, tipo: 'CORRETIVA', descricao: 'Não gela' })
      .expect(201);
    const id = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '3 hours' WHERE id = $1`, [
      id,
    ]);
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: ids.ana })
      .expect(201);
    return id;
  }

  const listed = async (id: string): Promise<ServiceOrderSummary> => {
    const page = await agents.SUPERVISOR.get(
      `/api/fs/ordens?tecnicoId=${ids.ana}&porPagina=100`,
    ).expect(200);
    const row = (page.body.dados.itens as ServiceOrderSummary[]).find((item) => item.id === id);
    if (!row) throw new Error(`ordem ${id} fora da lista`);
    return row;
  };
  const detail = async (id: string): Promise<ServiceOrderDetail> =>
    (await agents.SUPERVISOR.get(`/api/fs/ordens/${id}`).expect(200)).body.dados;

  it('lists who is attending and since the field time, then when it was finished', async () => {
    const id = await assignedOrder();
    expect(await listed(id)).toMatchObject({
      situacao: 'ABERTA',
      inicioAtendimento: null,
      tecnicos: [{ id: ids.ana, nome: 'Ana Técnica', atendendo: false }],
    });

    const startedAt = ago(50);
    await agents.ana
      .post(`/api/fs/app/os/${id}/inicio`)
      .send({ id: randomUUID(), em: startedAt, km: 12.5 })
      .expect(201);
    const attending = await listed(id);
    expect(attending).toMatchObject({
      situacao: 'EM_ATENDIMENTO',
      tecnicos: [{ id: ids.ana, atendendo: true }],
    });
    expect(new Date(attending.inicioAtendimento ?? '').toISOString()).toBe(startedAt);

    const finishedAt = ago(5);
    await agents.ana
      .post(`/api/fs/app/os/${id}/fim`)
      .send({ id: randomUUID(), em: finishedAt, causaRaiz: 'Filtro obstruído' })
      .expect(201);
    const done = await listed(id);
    expect(done.situacao).toBe('CONCLUIDA');
    expect(new Date(done.fimAtendimento ?? '').toISOString()).toBe(finishedAt);
  });

  it('shows on the order page every app record, with phone and server times, the checklist, root cause and gas', async () => {
    const id = await assignedOrder();
    const start = { id: randomUUID(), em: ago(120), km: 8 };
    const checklist = {
      id: randomUUID(),
      respostas: [
        { item: 'Filtros', conforme: true },
        { item: 'Dreno', conforme: false, observacao: 'Dreno com lodo, desobstruído' },
      ],
    };
    const cause = { id: randomUUID(), causaRaiz: 'Dreno entupido' };
    const gas = {
      id: randomUUID(),
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.4,
      // Today on the company's clock (São Paulo): after 21:00 there the UTC date is tomorrow's.
      dataEvento: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(),
      ),
    };
    const finish = { id: randomUUID(), em: ago(30) };
    await agents.ana.post(`/api/fs/app/os/${id}/inicio`).send(start).expect(201);
    await agents.ana.post(`/api/fs/app/os/${id}/checklist`).send(checklist).expect(201);
    await agents.ana.post(`/api/fs/app/os/${id}/causa-raiz`).send(cause).expect(201);
    await agents.ana.post(`/api/fs/app/os/${id}/fluido`).send(gas).expect(201);
    await agents.ana.post(`/api/fs/app/os/${id}/fim`).send(finish).expect(201);
    // Resending an action (the phone's queue retrying) records nothing twice.
    await agents.ana.post(`/api/fs/app/os/${id}/inicio`).send(start).expect(200);

    const order = await detail(id);
    expect(order.registrosApp).toEqual([
      {
        id: start.id,
        tipo: 'inicio',
        tecnico: 'Ana Técnica',
        registradoEm: start.em,
        sincronizadoEm: expect.any(String),
        km: 8,
        causaRaiz: null,
        respostas: null,
        naoConformes: null,
      },
      expect.objectContaining({
        id: checklist.id,
        tipo: 'checklist',
        registradoEm: null,
        respostas: 2,
        naoConformes: 1,
      }),
      expect.objectContaining({ id: cause.id, tipo: 'causa-raiz', causaRaiz: 'Dreno entupido' }),
      expect.objectContaining({ id: finish.id, tipo: 'fim', registradoEm: finish.em, km: null }),
    ]);
    // The start was done offline two hours ago and reached the server just now.
    const [startRecord] = order.registrosApp;
    expect(Date.parse(startRecord.sincronizadoEm) - Date.parse(start.em)).toBeGreaterThan(
      100 * MINUTE,
    );
    expect(order.checklist).toEqual([
      {
        item: 'Dreno',
        conforme: false,
        naoSeAplica: false,
        observacao: 'Dreno com lodo, desobstruído',
      },
      { item: 'Filtros', conforme: true, naoSeAplica: false, observacao: null },
    ]);
    expect(order.fluidos).toEqual([
      expect.objectContaining({
        id: gas.id,
        ordemServicoId: order.id,
        tipoEvento: 'RECARGA',
        tipoGas: 'R-410A',
        quantidadeKg: 0.4,
        dataEvento: gas.dataEvento,
        registradoEm: expect.any(String),
        registradoPor: 'Ana Técnica',
      }),
    ]);
    expect(order).toMatchObject({
      situacao: 'CONCLUIDA',
      causaRaiz: 'Dreno entupido',
      alocacoes: [expect.objectContaining({ tecnico: 'Ana Técnica', km: 8, inicio: start.em })],
    });
  });

  it('shows no app records on an order attended from the panel', async () => {
    const id = await assignedOrder();
    await agents.SUPERVISOR.post(`/api/fs/ordens/${id}/iniciar`).send({}).expect(200);
    const order = await detail(id);
    expect(order).toMatchObject({ situacao: 'EM_ATENDIMENTO', registrosApp: [], checklist: [] });
    expect(order.tecnicos).toEqual([expect.objectContaining({ atendendo: false })]);
  });
});
