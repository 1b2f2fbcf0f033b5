import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { createCompany, createTestApp, type SessionAgent, signIn } from '@campo/platform/testing';
import { createPlan } from './factories';
import { fieldServiceMigrations, FieldServiceModule, ScheduleService } from '../src';

/**
 * The grid and the RGM answer "was this month's preventive done?" alike. A monthly plan from
 * 30/01/2026 executed on 30/01, 03/03 and 10/05, worked out by hand:
 *   Feb: 28/02 done on 03/03, three days into March (within half a step, 15 d): executed.
 *   Mar: re-anchored on 03/03, the next date is 03/04: nothing due in March.
 *   Apr: 03/04 not done (10/05 is 37 days after it): missed, late.
 *   May: 03/05 done on 10/05 (late). Jun: 10/06, a month after 10/05…
 */
describe('annual grid and RGM walk a plan alike', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let supervisor: SessionAgent;
  let companyId: string;
  let contractId: string;
  let equipmentId: string;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    companyId = (await createCompany(db, { name: 'Clima Percurso' })).id;
    ({ api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' }));
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Cliente') RETURNING id`,
      [companyId],
    );
    [{ id: contractId }] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id) VALUES ($1, 'CT', 'C', $2) RETURNING id`,
      [companyId, client.id],
    );
    [{ id: equipmentId }] = await db.query(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor) VALUES ($1, 'AC-1', 'CT', $2, 'UTI') RETURNING id`,
      [companyId, contractId],
    );
    await createPlan(db, companyId, {
      equipamentoId: equipmentId,
      periodicidade: 'MS',
      inicio: '2026-01-30',
      execucoes: ['2026-01-30', '2026-03-03', '2026-05-10'],
    });
  });
  afterAll(() => app.close());

  const june15 = new Date('2026-06-15T12:00:00-03:00');

  it('marks the month of a visit slipped into the next one executed, and a missed month late', async () => {
    const grid = await app
      .get(ScheduleService)
      .grid(
        { companyId, timeZone: 'America/Sao_Paulo' },
        { ano: 2026, contratoId: contractId },
        june15,
      );
    expect(grid.linhas[0].meses).toEqual([
      'executado',
      'executado',
      'executado',
      'atrasado',
      'executado',
      ...Array(7).fill('planejado'),
    ]);
  });

  it('the cell of the slipped month names the date due and the visit that served it', async () => {
    const service = app.get(ScheduleService);
    const scope = { companyId, timeZone: 'America/Sao_Paulo' };
    const february = await service.cell(
      scope,
      { equipamentoId: equipmentId, ano: 2026, mes: 2 },
      june15,
    );
    // The visit that served it is listed too, though it was recorded in March.
    expect(february).toMatchObject({
      situacao: 'executado',
      execucoes: [{ data: '2026-03-03', periodicidade: 'MS', ordemServicoId: null }],
      previstas: [{ data: '2026-02-28', periodicidade: 'MS', executadaEm: '2026-03-03' }],
    });
    const april = await service.cell(
      scope,
      { equipamentoId: equipmentId, ano: 2026, mes: 4 },
      june15,
    );
    expect(april).toMatchObject({
      situacao: 'atrasado',
      execucoes: [],
      previstas: [{ data: '2026-04-03', periodicidade: 'MS', executadaEm: null }],
    });
    const march = await service.cell(
      scope,
      { equipamentoId: equipmentId, ano: 2026, mes: 3 },
      june15,
    );
    expect(march).toMatchObject({ situacao: 'executado', previstas: [] });
  });

  it('the RGM of each month counts the same dates', async () => {
    const occurrences = async (inicio: string, fim: string) => {
      const rgm = (
        await supervisor
          .post('/api/fs/rgm')
          .send({ contratoId: contractId, inicio, fim })
          .expect(201)
      ).body.dados;
      return rgm.snapshot.preventivas.porEquipamento.flatMap(
        (row: {
          ocorrencias: Array<{ prevista: string; executada: string | null; situacao: string }>;
        }) => row.ocorrencias.map((o) => `${o.prevista} ${o.executada ?? '-'} ${o.situacao}`),
      );
    };
    expect(await occurrences('2026-02-01', '2026-02-28')).toEqual([
      '2026-02-28 2026-03-03 no_prazo',
    ]);
    expect(await occurrences('2026-03-01', '2026-03-31')).toEqual([]);
    expect(await occurrences('2026-04-01', '2026-04-30')).toEqual(['2026-04-03 - nao_executada']);
    expect(await occurrences('2026-05-01', '2026-05-31')).toEqual([
      '2026-05-03 2026-05-10 fora_do_prazo',
    ]);
  });
});
