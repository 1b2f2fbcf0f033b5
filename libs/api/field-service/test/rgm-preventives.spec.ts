import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createTestApp,
  readPdf,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';
import { createPlan, recordActivityExecution } from './factories';

/**
 * Preventive compliance of October 2026 (formulas version 4: by activity occurrence) over
 * units' activities whose figures were computed by hand. Each activity's date falls one
 * step after its last execution, walked in order (an execution re-anchors the dates after
 * it, as the grid does); a date takes the next execution within half the interval (MS
 * 15 d, TR 45 d, SM 3 d), and it is on time within 10 % of the interval (MS ±3 d, TR ±9 d,
 * SM ±1 d):
 *
 * CT-A
 *   EQ-1 filters MS from 10/01, last before the period 10/09 → 10/10; done 12/10 (+2): on
 *        time. Drain MS alike → 10/10; recorded "não se aplica" on 12/10: counted apart
 *   EQ-2 MS from 05/01, last 05/09 → 05/10; done 13/10 (+8): late. Tray MS alike → 05/10;
 *        the 13/10 visit skipped it: missed
 *   EQ-3 MS from 20/01, last 20/09 → 20/10; but 02/10, 18 d ahead of it (more than half a
 *        step), is an extra visit the dates follow from then on: next 02/11, so nothing
 *        in October (01/11 is November's)
 *   EQ-4 MS from 31/01, last 31/08 → 30/09, taken by 01/10 (September's visit, a day late,
 *        counted in September); next 01/11, so nothing in October (31/10 is November's,
 *        a day early)
 *   → 3 planned (1 not applicable apart), 2 executed, 1 on time, 1 late, 1 missed: 66,7 %, 33,3 %
 * CT-B
 *   EQ-5 TR from 15/07, never done → 15/10; done 06/10 (−9, the tolerance's edge): on time.
 *        Also SE from 01/05 → next 01/11: nothing in October
 *   EQ-6 H (hour-meter, no calendar), an inactive MS plan, and MS from 15/11 (after the period): nothing
 *   EQ-7 SM from 01/10 → 01/10 done 01/10 (0); 08/10 done 09/10 (+1); 16/10 done 17/10 (+1);
 *        24/10 done 22/10 (−2): late; 29/10 not executed
 *   → 6 planned, 5 executed, 4 on time, 1 late, 1 missed: 83,3 %, 66,7 %
 * Company: 9 planned, 7 executed, 5 on time, 2 missed, 1 not applicable: 77,8 %, 55,6 %.
 */
describe('RGM preventive compliance', () => {
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
    const company = await createCompany(db, { name: 'Clima Preventiva' });
    const c = company.id;
    supervisor = (await signIn(app, db, { companyId: c, role: 'SUPERVISOR' })).api;
    const insert = async (sql: string, params: unknown[]) =>
      (await db.query(`${sql} RETURNING id`, params))[0].id as string;
    const client = await insert(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'CLI', 'Hospital')`,
      [c],
    );
    for (const code of ['CT-A', 'CT-B'])
      ids[code] = await insert(
        `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, $2, 'CLI', $3)`,
        [c, code, client],
      );
    const plan = (
      equipment: string,
      periodicity: string,
      start: string,
      executions: string[],
      active = true,
      descricao?: string,
    ) =>
      createPlan(db, c, {
        equipamentoId: ids[equipment],
        periodicidade: periodicity,
        inicio: start,
        execucoes: executions,
        ativo: active,
        descricao,
      });
    for (const [code, contract] of [
      ['EQ-1', 'CT-A'],
      ['EQ-2', 'CT-A'],
      ['EQ-3', 'CT-A'],
      ['EQ-4', 'CT-A'],
      ['EQ-5', 'CT-B'],
      ['EQ-6', 'CT-B'],
      ['EQ-7', 'CT-B'],
    ])
      ids[code] = await insert(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, $2, $3, $4, 'UTI')`,
        [c, code, contract, ids[contract]],
      );
    await plan('EQ-1', 'MS', '2026-01-10', ['2026-08-10', '2026-09-10', '2026-10-12']);
    const drain = await plan('EQ-1', 'MS', '2026-01-10', ['2026-09-10'], true, 'Dreno');
    await recordActivityExecution(db, c, {
      equipamentoId: ids['EQ-1'],
      atividadeId: drain,
      data: '2026-10-12',
      resultado: 'NAO_SE_APLICA',
      motivo: 'Unidade isolada para obra no andar',
    });
    await plan('EQ-2', 'MS', '2026-01-05', ['2026-09-05', '2026-10-13']);
    await plan('EQ-2', 'MS', '2026-01-05', ['2026-09-05'], true, 'Bandeja');
    await plan('EQ-3', 'MS', '2026-01-20', ['2026-09-20', '2026-10-02', '2026-11-01']);
    await plan('EQ-4', 'MS', '2026-01-31', ['2026-08-31', '2026-10-01', '2026-10-31']);
    await plan('EQ-5', 'TR', '2026-07-15', ['2026-10-06']);
    await plan('EQ-5', 'SE', '2026-05-01', []);
    await plan('EQ-6', 'H', '2026-01-01', ['2026-10-10']);
    await plan('EQ-6', 'MS', '2026-01-01', [], false);
    await plan('EQ-6', 'MS', '2026-11-15', []);
    await plan('EQ-7', 'SM', '2026-10-01', [
      '2026-10-01',
      '2026-10-09',
      '2026-10-17',
      '2026-10-22',
    ]);
  });
  afterAll(() => app.close());

  const create = async (body: object) =>
    (
      await supervisor
        .post('/api/fs/rgm')
        .send({ ...body, inicio: '2026-10-01', fim: '2026-10-31' })
        .expect(201)
    ).body.dados;

  const figures = (previstas: number, executadas: number, noPrazo: number, naoSeAplica = 0) => ({
    previstas,
    executadas,
    noPrazo,
    foraDoPrazo: executadas - noPrazo,
    naoExecutadas: previstas - executadas,
    naoSeAplica,
    aVencer: 0,
    conformidadePercentual: Math.round((1000 * executadas) / previstas) / 10,
    noPrazoPercentual: Math.round((1000 * noPrazo) / previstas) / 10,
  });

  it('counts planned, executed and on-time preventives per equipment, per contract and overall', async () => {
    const consolidated = await create({ consolidado: true });
    const preventives = consolidated.snapshot.preventivas;
    expect(consolidated.snapshot.versaoFormulas).toBe(4);
    expect(consolidated.snapshot.formulas.preventivas).toContain('Conformidade das preventivas');
    expect(consolidated.snapshot.formulas.pontualidade).toContain('10 %');

    expect(preventives.resumo).toEqual(figures(9, 7, 5, 1));
    expect(preventives.resumo).toMatchObject({
      conformidadePercentual: 77.8,
      noPrazoPercentual: 55.6,
      naoExecutadas: 2,
    });
    expect(
      preventives.porContrato.map((row: { codigo: string }) => ({ ...row, contratoId: undefined })),
    ).toEqual([
      { codigo: 'CT-A', cliente: 'Hospital', contratoId: undefined, ...figures(3, 2, 1, 1) },
      { codigo: 'CT-B', cliente: 'Hospital', contratoId: undefined, ...figures(6, 5, 4) },
    ]);
    expect(preventives.porContrato[1]).toMatchObject({
      conformidadePercentual: 83.3,
      noPrazoPercentual: 66.7,
    });

    const byCode = Object.fromEntries(
      preventives.porEquipamento.map(
        (row: {
          codigo: string;
          ocorrencias: Array<{
            atividade: string;
            prevista: string;
            executada: string | null;
            situacao: string;
          }>;
        }) => [
          row.codigo,
          row.ocorrencias.map(
            (o) =>
              `${o.prevista} ${o.executada ?? '-'} ${o.situacao}${o.atividade.startsWith('Manutenção') ? '' : ` ${o.atividade}`}`,
          ),
        ],
      ),
    );
    // EQ-3: its 02/10 visit, 18 days ahead of 20/10, is an extra one the dates follow from
    // then on (next 02/11), so October plans nothing. EQ-4: 01/10 is September's 30/09
    // visit, a day late; the next date is 01/11, so October plans nothing either (its
    // 31/10 visit is November's, a day early).
    expect(byCode).toEqual({
      'EQ-1': ['2026-10-10 2026-10-12 nao_se_aplica Dreno', '2026-10-10 2026-10-12 no_prazo'],
      'EQ-2': ['2026-10-05 - nao_executada Bandeja', '2026-10-05 2026-10-13 fora_do_prazo'],
      'EQ-5': ['2026-10-15 2026-10-06 no_prazo'],
      // Each visit re-anchors the next date a week after it.
      'EQ-7': [
        '2026-10-01 2026-10-01 no_prazo',
        '2026-10-08 2026-10-09 no_prazo',
        '2026-10-16 2026-10-17 no_prazo',
        '2026-10-24 2026-10-22 fora_do_prazo',
        '2026-10-29 - nao_executada',
      ],
    });
    const eq5 = preventives.porEquipamento.find((row: { codigo: string }) => row.codigo === 'EQ-5');
    expect(eq5.ocorrencias[0]).toMatchObject({ desvioDias: -9, toleranciaDias: 9 });
    // Per activity, across the units: the tray's one date missed, the drain's not applicable.
    const byActivity = Object.fromEntries(
      preventives.porAtividade.map((row: { atividade: string }) => [row.atividade, row]),
    );
    expect(byActivity['Bandeja']).toMatchObject({
      unidades: 1,
      periodicidade: 'MS',
      ...figures(1, 0, 0),
    });
    expect(byActivity['Dreno']).toMatchObject({
      previstas: 0,
      naoSeAplica: 1,
      conformidadePercentual: null,
    });
  });

  it('gives a contract RGM its own figures, prints them, and leaves a version-1 snapshot as it was', async () => {
    const rgm = await create({ contratoId: ids['CT-A'] });
    expect(rgm.snapshot.preventivas.resumo).toEqual(figures(3, 2, 1, 1));
    expect(rgm.snapshot.preventivas.porContrato).toBeNull();
    expect(
      rgm.snapshot.preventivas.porEquipamento.map((row: { codigo: string }) => row.codigo),
    ).toEqual(['EQ-1', 'EQ-2']);

    const pdfText = async () =>
      readPdf(
        (await supervisor.get(`/api/fs/rgm/${rgm.id}/pdf`).responseType('blob').expect(200)).body,
      ).text.join(' ');
    const printed = await pdfText();
    expect(printed).toContain('Preventivas: conformidade e pontualidade');
    // On the cover, beside the other headline figures, and in its own section.
    expect(printed).toContain(
      'Preventivas: 2 de 3 ocorrências de atividades previstas executadas (66,7 %); 1 no prazo (33,3 %); 1 não executada; 1 não se aplica.',
    );
    expect(printed.split('2 de 3 ocorrências de atividades previstas executadas')).toHaveLength(3);
    expect(printed).toContain('Por atividade');
    expect(printed).toContain('Bandeja: 05/10 não executada');

    // A snapshot frozen before compliance existed: no section, its own formulas.
    await db.query(
      `UPDATE rgm SET snapshot = (snapshot - 'preventivas') || jsonb_build_object('versaoFormulas', 1,
         'formulas', (snapshot->'formulas') - 'preventivas' - 'pontualidade') WHERE id = $1`,
      [rgm.id],
    );
    const old = (await supervisor.get(`/api/fs/rgm/${rgm.id}`).expect(200)).body.dados.snapshot;
    expect(old.versaoFormulas).toBe(1);
    expect(old.preventivas).toBeUndefined();
    const oldText = await pdfText();
    expect(oldText).not.toContain('Preventivas: conformidade');
    expect(oldText).not.toContain('Conformidade das preventivas');
    expect(oldText).toContain('Versão das fórmulas: 1');
  });
});
