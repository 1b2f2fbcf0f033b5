import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createTestApp,
  readPdf,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

/**
 * The leak rate by the EPA rolling-average method (40 CFR 82.152): at each recharge, the
 * kg added over the 365 days ending that day ÷ full charge × 100. Computed by hand:
 *
 *   EQ-A, 10 kg: 01/06/2025 0,4 kg → 0,4 kg: 4 %; 02/06/2025 0,3 kg (one day later) → 0,7 kg: 7 %
 *        (the annualizing method would say 0,3 ÷ 10 × 365 ÷ 1 = 1.095 %);
 *        20/05/2026 0,5 kg → 0,4 + 0,3 + 0,5 = 1,2 kg: 12 %, flagged;
 *        02/06/2026 0,1 kg → the window starts 03/06/2025: 0,5 + 0,1 = 0,6 kg: 6 %
 *   EQ-B, 2 kg: its first recharge 01/03/2026 0,1 kg → 5 %
 *   EQ-C, 0,75 kg: two recharges on 10/04/2026, 0,05 kg each. The second is a probable
 *     duplicate and waits for review: outside the rates (0,05 kg: 6,7 %) until a supervisor
 *     confirms it; then 0,1 kg: 13,3 %, flagged
 *   A withdrawal and a leak record on EQ-B are not additions and change nothing.
 */
describe('leak rate (EPA rolling average)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let supervisor: SessionAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    supervisor = (await signIn(app, db, { companyId: company.id, role: 'SUPERVISOR' })).api;
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
    for (const [code, charge] of [
      ['EQ-A', 10],
      ['EQ-B', 2],
      ['EQ-C', 0.75],
    ] as const)
      ids[code] = await one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo_gas, carga_gas_kg) VALUES ($1, $2, 'CT', $3, 'UTI', 'R-410A', $4)`,
        [company.id, code, contract, charge],
      );
    for (const [code, tipoEvento, quantidadeKg, dataEvento] of [
      ['EQ-A', 'Recarga', 0.4, '2025-06-01'],
      ['EQ-A', 'Recarga', 0.3, '2025-06-02'],
      ['EQ-A', 'Recarga', 0.5, '2026-05-20'],
      ['EQ-A', 'Recarga', 0.1, '2026-06-02'],
      ['EQ-B', 'Recarga', 0.1, '2026-03-01'],
      ['EQ-B', 'Retirada', 1.5, '2026-03-02'],
      ['EQ-B', 'Vazamento', 0.5, '2026-03-03'],
      ['EQ-C', 'Recarga', 0.05, '2026-04-10'],
      ['EQ-C', 'Recarga', 0.05, '2026-04-10'],
    ] as const)
      await supervisor
        .post('/api/fs/fluidos')
        .send({
          id: randomUUID(),
          equipamentoId: ids[code],
          tipoGas: 'R-410A',
          tipoEvento,
          quantidadeKg,
          dataEvento,
          ...(tipoEvento === 'Retirada' ? { destino: 'REGENERACAO', cilindro: 'CIL-07' } : {}),
        })
        .expect(201);
  });
  afterAll(() => app.close());

  const rates = async (year: number) => {
    const report = (await supervisor.get(`/api/fs/fluidos/relatorio-anual?ano=${year}`).expect(200))
      .body.dados;
    return report.taxasDeVazamento.map(
      (rate: {
        codigo: string;
        recargas: Array<{ data: string; kg: number; kg365Dias: number; taxaPercentual: number }>;
        maiorTaxaPercentual: number;
        acimaDoLimite: boolean;
      }) => [
        rate.codigo,
        rate.recargas.map((r) => [r.data, r.kg, r.kg365Dias, r.taxaPercentual]),
        rate.maiorTaxaPercentual,
        rate.acimaDoLimite,
      ],
    );
  };

  it('sums the recharges of the 365 days up to each one: a one-day gap does not explode', async () => {
    expect(await rates(2025)).toEqual([
      [
        'EQ-A',
        [
          ['2025-06-01', 0.4, 0.4, 4],
          ['2025-06-02', 0.3, 0.7, 7],
        ],
        7,
        false,
      ],
    ]);
  });

  it('reaches into the previous year and drops what is 365 days old; flags above 10 %', async () => {
    const eqA = [
      'EQ-A',
      [
        ['2026-05-20', 0.5, 1.2, 12],
        ['2026-06-02', 0.1, 0.6, 6],
      ],
      12,
      true,
    ];
    const eqB = ['EQ-B', [['2026-03-01', 0.1, 0.1, 5]], 5, false];
    // The duplicate waits for review: out of the rates.
    expect(await rates(2026)).toEqual([
      eqA,
      eqB,
      ['EQ-C', [['2026-04-10', 0.05, 0.05, 6.7]], 6.7, false],
    ]);
    const [pending] = await db.query(
      `SELECT id FROM fluido_evento WHERE equipamento_id = $1 AND revisao = 'PENDENTE'`,
      [ids['EQ-C']],
    );
    await supervisor
      .post(`/api/fs/fluidos/${pending.id}/confirmacao`)
      .send({ motivo: 'Duas recargas no mesmo dia, conferido com o técnico' })
      .expect(200);
    expect(await rates(2026)).toEqual([
      eqA,
      eqB,
      [
        'EQ-C',
        [
          ['2026-04-10', 0.05, 0.1, 13.3],
          ['2026-04-10', 0.05, 0.1, 13.3],
        ],
        13.3,
        true,
      ],
    ]);
  });

  it('asks a flagged unit for a leak test and repair, and clears the flag only with one recorded after it', async () => {
    const flagOf = async (code: string) =>
      (
        (await supervisor.get('/api/fs/fluidos/relatorio-anual?ano=2026').expect(200)).body.dados
          .taxasDeVazamento as Array<{ codigo: string; sinalVazamento: unknown }>
      ).find((rate) => rate.codigo === code)?.sinalVazamento;
    expect(await flagOf('EQ-B')).toBeNull();
    expect(await flagOf('EQ-A')).toEqual({
      situacao: 'AGUARDA_REPARO',
      desde: '2026-05-20',
      ordemCodigo: null,
      reparo: null,
    });
    const repair = (id: string, data: string, extra: object = {}) =>
      supervisor.post(`/api/fs/fluidos/equipamentos/${ids['EQ-A']}/reparos`).send({
        id,
        data,
        testeEstanqueidade: 'Nitrogênio a 300 psi por 24 h, sem queda',
        reparo: 'Solda da curva do evaporador refeita',
        ...extra,
      });
    // A repair before the flagged recharge does not answer it; bad input is refused, listed.
    await repair(randomUUID(), '2026-05-19').expect(201);
    expect(await flagOf('EQ-A')).toMatchObject({ situacao: 'AGUARDA_REPARO' });
    const refused = await repair(randomUUID(), '2999-01-01', {
      ordemServicoId: randomUUID(),
    }).expect(400);
    expect(refused.body.detalhes).toEqual([
      'data: não pode estar no futuro',
      expect.stringContaining('ordemServicoId: não é uma ordem do equipamento EQ-A'),
    ]);
    await supervisor
      .post(`/api/fs/fluidos/equipamentos/${ids['EQ-A']}/reparos`)
      .send({ id: randomUUID(), data: '2026-05-25' })
      .expect(400);
    const id = randomUUID();
    const stored = await repair(id, '2026-05-25').expect(201);
    await repair(id, '2026-05-25').expect(200);
    expect(await flagOf('EQ-A')).toEqual({
      situacao: 'REPARADO',
      desde: '2026-05-20',
      ordemCodigo: null,
      reparo: stored.body.dados,
    });
    const [audit] = await db.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'REPARO_VAZAMENTO_REGISTRADO'`,
    );
    expect(audit.n).toBe(2);
  });

  it('states the method and its source, and prints kg with two decimals', async () => {
    const report = (await supervisor.get('/api/fs/fluidos/relatorio-anual?ano=2026').expect(200))
      .body.dados;
    expect(report.formulas.taxaDeVazamento).toContain('média móvel');
    expect(report.formulas.taxaDeVazamento).toContain('40 CFR 82.152');
    const pdf = await supervisor
      .get('/api/fs/fluidos/relatorio-anual/pdf?ano=2026')
      .responseType('blob')
      .expect(200);
    const text = readPdf(pdf.body).text.join(' ');
    expect(text).toContain('rolling average');
    expect(text).toContain('1,20 kg em 365 dias');
    expect(text).toContain('Reparado em 25/05/2026');
    expect(text).toContain('Aguarda teste de estanqueidade e reparo');
    expect(text).toContain('Recarga 0,80 kg');
    expect(text).not.toMatch(/\d,\d{3} kg/);
  });
});
