import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createCompany, createTestApp, type SessionAgent, signIn } from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

/**
 * Fixture (2025, São Paulo): EQ-1 in UTI (R-410A, charge 2 kg), EQ-2 in Recepção (R-32, charge 1 kg).
 *   EQ-1 recharges 0.5 kg on 10/03 (no earlier one: 365 days → 25 %) and 0.2 kg on 09/05 (60 days → 60.8 %)
 *   EQ-2 recharge 0.05 kg on 31/12/2024 (previous year), 0.2 kg on 01/01/2025 (1 day → 7300 %), leak 0.1 kg on 15/03,
 *   withdrawal 0.4 kg on 31/12/2025.
 * tCO2e = recharged kg × GWP / 1000: R-410A 0.7 × 2088 = 1.4616; R-32 0.2 × 675 = 0.135; total 1.5966.
 */
describe('refrigerant gas log', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    ids.company = company.id;
    for (const role of ['SUPERVISOR', 'TECNICO'] as const) {
      const { user, api } = await signIn(app, db, { companyId: company.id, role });
      ids[role] = user.id;
      agents[role] = api;
    }
    const one = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    const client = await one(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente')`,
      [company.id],
    );
    const contract = await one(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2)`,
      [company.id, client],
    );
    ids.eq1 = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg) VALUES ($1, 'EQ-1', 'CT', $2, 'UTI', 'R-410A', 2)`,
      [company.id, contract],
    );
    ids.eq2 = await one(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg) VALUES ($1, 'EQ-2', 'CT', $2, 'Recepção', 'R-32', 1)`,
      [company.id, contract],
    );
    // Open since before the events' days: none of them waits for review (those stay out of the report).
    const order = (code: string, eq: string) =>
      one(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento_id, tipo, abertura) VALUES ($1, $2, 'CT', $3, $4, 'CORRETIVA', '2024-12-01T00:00:00Z')`,
        [company.id, code, contract, eq],
      );
    ids.o1 = await order('O1', ids.eq1);
    ids.o2 = await order('O2', ids.eq2);
    await db.query(
      `INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio) VALUES ($1, $2, $3, now())`,
      [company.id, ids.o1, ids.TECNICO],
    );
  });
  afterAll(() => app.close());

  const capture = (role: string, order: string, body: object) =>
    agents[role].post(`/api/fs/app/os/${order}/fluido`).send(body);

  it('records an event from the field and is offline-safe: same id and body → same record, another body → 409', async () => {
    const body = {
      id: randomUUID(),
      tipoGas: 'r410a',
      tipoEvento: 'Recarga',
      quantidadeKg: 0.5,
      dataEvento: '10/03/2025',
    };
    const first = await capture('TECNICO', ids.o1, body).expect(201);
    expect(first.body.dados).toMatchObject({
      id: body.id,
      setor: 'UTI',
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.5,
      dataEvento: '2025-03-10',
      equipamentoId: ids.eq1,
    });
    const [again, parallel] = await Promise.all([
      capture('TECNICO', ids.o1, body),
      capture('TECNICO', ids.o1, body),
    ]);
    expect([again.status, parallel.status]).toEqual([200, 200]);
    expect(again.body.dados).toEqual(first.body.dados);
    expect(
      (await capture('TECNICO', ids.o1, { ...body, quantidadeKg: 0.6 }).expect(409)).body.codigo,
    ).toBe('FLUIDO_ID_REUTILIZADO');
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM fluido_evento WHERE id = $1`,
      [body.id],
    );
    expect(count).toBe(1);

    // A new record sent twice at the same moment: one 201, one 200, one row (first the fixture's, then four more races).
    const parallelNew = {
      id: randomUUID(),
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: '0,2',
      dataEvento: '2025-05-09',
    };
    const statuses = (
      await Promise.all([
        capture('TECNICO', ids.o1, parallelNew),
        capture('TECNICO', ids.o1, parallelNew),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 201]);
    for (let race = 0; race < 4; race++) {
      const racing = {
        id: randomUUID(),
        tipoGas: 'R-410A',
        tipoEvento: 'Retirada',
        quantidadeKg: 0.01,
        dataEvento: '2024-01-02',
        destino: 'REUTILIZADO_NO_LOCAL',
        cilindro: 'CIL-01',
      };
      const answers = await Promise.all([0, 1, 2].map(() => capture('TECNICO', ids.o1, racing)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    }
  });

  it('lists every problem of a bad event, and keeps other companies’ orders and unallocated technicians out', async () => {
    const bad = await capture('TECNICO', ids.o1, {
      id: 'x',
      tipoGas: 'R-999',
      tipoEvento: 'Explosão',
      quantidadeKg: -1,
      dataEvento: 'ontem',
    }).expect(400);
    expect(bad.body.codigo).toBe('DADOS_INVALIDOS');
    expect(bad.body.detalhes.map((detail: string) => detail.split(' ')[0])).toEqual(
      expect.arrayContaining(['id', 'quantidadeKg', 'dataEvento']),
    );
    const semantic = await capture('SUPERVISOR', ids.o1, {
      id: randomUUID(),
      tipoGas: 'R-999',
      tipoEvento: 'Explosão',
      quantidadeKg: 1.2345,
      dataEvento: '2026-03-01',
    }).expect(400);
    expect(semantic.body.detalhes.length).toBeGreaterThanOrEqual(1);
    await capture('TECNICO', ids.o2, {
      id: randomUUID(),
      tipoGas: 'R-32',
      tipoEvento: 'Recarga',
      quantidadeKg: 1,
      dataEvento: '2026-03-01',
    }).expect(404); // a technician not allocated to the order does not see it
    const other = await createCompany(db);
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'X', 'X') RETURNING id`,
      [other.id],
    );
    const [contract] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'X', 'X', $2) RETURNING id`,
      [other.id, client.id],
    );
    const [foreign] = await db.query(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, tipo, abertura) VALUES ($1, 'X', 'X', $2, 'CORRETIVA', now()) RETURNING id`,
      [other.id, contract.id],
    );
    await capture('SUPERVISOR', foreign.id, {
      id: randomUUID(),
      tipoGas: 'R-32',
      tipoEvento: 'Recarga',
      quantidadeKg: 1,
      dataEvento: '2026-03-01',
    }).expect(404);
  });

  it('reports kg per sector, gas, event and month, totals, tCO2e and leak rates by the EPA method, within the year', async () => {
    for (const event of [
      { tipoGas: 'R-32', tipoEvento: 'recarga', quantidadeKg: 0.05, dataEvento: '31/12/2024' },
      { tipoGas: 'R-32', tipoEvento: 'Recarga', quantidadeKg: 0.2, dataEvento: '01/01/2025' },
      { tipoGas: 'R-32', tipoEvento: 'Vazamento', quantidadeKg: 0.1, dataEvento: '15/03/2025' },
      {
        tipoGas: 'R 32',
        tipoEvento: 'Retirada',
        quantidadeKg: 0.4,
        dataEvento: '31/12/2025',
        destino: 'REGENERACAO',
        cilindro: 'CIL-02',
      },
    ]) {
      await capture('SUPERVISOR', ids.o2, { id: randomUUID(), ...event }).expect(201);
    }
    // The sector is a snapshot: moving the equipment later changes nothing already recorded.
    await db.query(`UPDATE equipamento SET setor = 'CTI' WHERE id = $1`, [ids.eq1]);

    const response = await agents.TECNICO.get('/api/fs/fluidos/relatorio-anual?ano=2025').expect(
      200,
    );
    const report = response.body.dados;
    const month = (values: number[]) =>
      values
        .map((value, index) => (value ? `${index + 1}:${value}` : ''))
        .filter(Boolean)
        .join(' ');
    expect(
      report.linhas.map(
        (line: {
          setor: string;
          tipoGas: string;
          tipoEvento: string;
          meses: number[];
          totalKg: number;
        }) => [line.setor, line.tipoGas, line.tipoEvento, month(line.meses), line.totalKg],
      ),
    ).toEqual([
      ['Recepção', 'R-32', 'RECARGA', '1:0.2', 0.2],
      ['Recepção', 'R-32', 'RETIRADA', '12:0.4', 0.4],
      ['Recepção', 'R-32', 'VAZAMENTO', '3:0.1', 0.1],
      ['UTI', 'R-410A', 'RECARGA', '3:0.5 5:0.2', 0.7],
    ]);
    expect(report.totais.geral).toEqual({
      recargaKg: 0.9,
      retiradaKg: 0.4,
      vazamentoKg: 0.1,
      tco2e: 1.597,
    });
    expect(report.totais.porSetor).toEqual([
      { setor: 'Recepção', recargaKg: 0.2, retiradaKg: 0.4, vazamentoKg: 0.1, tco2e: 0.135 },
      { setor: 'UTI', recargaKg: 0.7, retiradaKg: 0, vazamentoKg: 0, tco2e: 1.462 },
    ]);
    expect(
      report.totais.porGas.map((gas: { tipoGas: string; tco2e: number }) => [
        gas.tipoGas,
        gas.tco2e,
      ]),
    ).toEqual([
      ['R-32', 0.135],
      ['R-410A', 1.462],
    ]);
    // EPA rolling average: kg recharged in the 365 days up to each recharge ÷ charge.
    expect(
      report.taxasDeVazamento.map(
        (rate: {
          codigo: string;
          recargas: Array<{ kg365Dias: number; taxaPercentual: number }>;
          acimaDoLimite: boolean;
        }) => [
          rate.codigo,
          rate.recargas.map((recharge) => [recharge.kg365Dias, recharge.taxaPercentual]),
          rate.acimaDoLimite,
        ],
      ),
    ).toEqual([
      [
        'EQ-1',
        [
          [0.5, 25],
          [0.7, 35],
        ],
        true,
      ],
      // 31/12/2024 0,05 kg and 01/01/2025 0,2 kg, one day apart: 0,25 kg of a 1 kg charge.
      ['EQ-2', [[0.25, 25]], true],
    ]);
    expect(report.formulas.tco2e).toContain('GWP');
  });

  it('lets a supervisor add, correct and delete events by hand, with an audit trail, and the report follows', async () => {
    const id = randomUUID();
    const added = await agents.SUPERVISOR.post('/api/fs/fluidos')
      .send({
        id,
        equipamentoId: ids.eq2,
        tipoGas: 'R-32',
        tipoEvento: 'Vazamento',
        quantidadeKg: 0.3,
        dataEvento: '20/06/2025',
      })
      .expect(201);
    expect(added.body.dados).toMatchObject({
      id,
      ordemServicoId: null,
      equipamentoCodigo: 'EQ-2',
      setor: 'Recepção',
      tipoEvento: 'VAZAMENTO',
    });
    await agents.TECNICO.post('/api/fs/fluidos')
      .send({
        id: randomUUID(),
        equipamentoId: ids.eq2,
        tipoGas: 'R-32',
        tipoEvento: 'Vazamento',
        quantidadeKg: 0.3,
        dataEvento: '20/06/2025',
      })
      .expect(403);
    await agents.SUPERVISOR.patch(`/api/fs/fluidos/${id}`).send({ quantidadeKg: 0.25 }).expect(400); // the reason is required
    const corrected = await agents.SUPERVISOR.patch(`/api/fs/fluidos/${id}`)
      .send({ quantidadeKg: 0.25, motivo: 'Pesagem refeita' })
      .expect(200);
    expect(corrected.body.dados.quantidadeKg).toBe(0.25);
    const leaks = async () =>
      (await agents.TECNICO.get('/api/fs/fluidos/relatorio-anual?ano=2025')).body.dados.totais.geral
        .vazamentoKg;
    expect(await leaks()).toBe(0.35);
    await agents.SUPERVISOR.delete(`/api/fs/fluidos/${id}`)
      .send({ motivo: 'Lançado em duplicidade' })
      .expect(200);
    expect(await leaks()).toBe(0.1);
    const trail = await agents.SUPERVISOR.get(`/api/fs/fluidos/${id}/auditoria`).expect(200);
    expect(
      trail.body.dados.map((entry: { acao: string; motivo: string | null }) => [
        entry.acao,
        entry.motivo,
      ]),
    ).toEqual([
      ['CRIADO', null],
      ['CORRIGIDO', 'Pesagem refeita'],
      ['EXCLUIDO', 'Lançado em duplicidade'],
    ]);
    const list = await agents.TECNICO.get('/api/fs/fluidos?ano=2025').expect(200);
    expect(list.body.dados.itens.map((event: { id: string }) => event.id)).not.toContain(id);
    // A year no calendar holds is the caller's mistake (found by the fuzz: it reached SQL).
    const huge = await agents.TECNICO.get('/api/fs/fluidos?ano=99999999999999999999999');
    expect([huge.status, huge.body.codigo]).toEqual([400, 'DADOS_INVALIDOS']);
    expect((await agents.TECNICO.get('/api/fs/fluidos/gases')).body.dados).toContainEqual({
      categoria: 'HFC',
      odp: 0,
      fonteOdp: expect.any(String),
      codigo: 'R-410A',
      gwp: 2088,
      fonte: expect.any(String),
    });
  });

  it('exports the grid as CSV and filters by sector and gas', async () => {
    const csv = await agents.TECNICO.get(
      '/api/fs/fluidos/relatorio-anual?ano=2025&formato=csv',
    ).expect(200);
    expect(csv.headers['content-disposition']).toContain('fluidos-refrigerantes-2025.csv');
    expect(csv.text).toContain('Setor;Gás;Evento;Jan;');
    expect(csv.text).toContain('UTI;R-410A;Recarga;0;0;0,5;0;0,2;');
    const filtered = await agents.TECNICO.get(
      '/api/fs/fluidos/relatorio-anual?ano=2025&setor=UTI',
    ).expect(200);
    expect(filtered.body.dados.linhas).toHaveLength(1);
    await agents.TECNICO.get('/api/fs/fluidos/relatorio-anual?ano=x').expect(400);
  });
});
