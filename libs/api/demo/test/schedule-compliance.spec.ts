import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { Periodicity, PreventiveOccurrence, ScheduleGrid } from '@campo/contracts';
import { fieldServiceMigrations, FieldServiceModule, planOccurrences } from '@campo/field-service';
import { INGESTION_HTTP_OPTIONS, ingestionMigrations, IngestionModule } from '@campo/ingestion';
import { createTestApp, loginAs, type SessionAgent } from '@campo/platform/testing';
import { DemoSeedModule } from '../src';

// The demo seed spec's password: every demo spec seeds the same database, whichever runs first.
const PASSWORD = 'senha-demo-teste';

/** One activity of a unit's plan, with its executions, as the database holds them. */
interface ActivityRow {
  equipamentoId: string;
  atividadeId: string;
  periodicidade: Periodicity;
  inicio: string;
  desativadoEm: string | null;
  execucoes: string[];
  naoSeAplica: string[];
}

/**
 * On the demo world, the annual grid and the RGM give one answer to "was this month's
 * preventive done?". The RGM's side is recounted here from the database's own rows: each
 * active activity of each unit's plan (view `plano_atividade`) and its executions
 * (`execucao_atividade`), through the RGM's per-activity occurrences (formulas v4). A past
 * month is late in the grid only when nothing of it was done and an activity missed a
 * date; an activity that missed a date and was not executed that month makes the month
 * late or partial; a month shown executed missed nothing.
 */
describe('annual grid against the RGM on the demo data', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: SessionAgent;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [DemoSeedModule, IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
      env: {
        DEMO_PASSWORD: PASSWORD,
        DEMO_TOKEN_FILE: join(mkdtempSync(join(tmpdir(), 'grid-rgm-')), 'token'),
      },
    });
    db = app.get<DataSource>(getDataSourceToken());
    admin = await loginAs(app, { email: 'admin@demo.local', password: PASSWORD });
  });
  afterAll(() => app.close());

  it('marks late or partial the past months in which an activity missed a date, executed those that missed none', async () => {
    const [company] = await db.query(
      `SELECT id, time_zone AS "timeZone" FROM companies WHERE name = 'Demo Climatização'`,
    );
    // Nothing is due from the day the unit or its contract was retired, nor after the contract's term.
    const activities: ActivityRow[] = await db.query(
      `SELECT pa.equipamento_id AS "equipamentoId", pa.atividade_id AS "atividadeId", pa.periodicidade, pa.inicio::text,
              least((least(e.desativado_em, c.desativado_em) AT TIME ZONE $2)::date, c.fim + 1)::text AS "desativadoEm",
              coalesce((SELECT array_agg(x.data::text ORDER BY x.data) FROM execucao_atividade x
                         WHERE x.empresa_id = pa.empresa_id AND x.equipamento_id = pa.equipamento_id
                           AND x.atividade_id = pa.atividade_id), '{}') AS execucoes,
              coalesce((SELECT array_agg(x.data::text ORDER BY x.data) FROM execucao_atividade x
                         WHERE x.empresa_id = pa.empresa_id AND x.equipamento_id = pa.equipamento_id
                           AND x.atividade_id = pa.atividade_id AND x.resultado = 'NAO_SE_APLICA'), '{}') AS "naoSeAplica"
         FROM plano_atividade pa
         JOIN equipamento e ON e.empresa_id = pa.empresa_id AND e.id = pa.equipamento_id
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
        WHERE pa.empresa_id = $1 AND pa.ativo AND pa.periodicidade <> 'H'`,
      [company.id, company.timeZone],
    );
    const figures = { lateCells: 0, partialCells: 0, missedDates: 0, executedCells: 0 };
    const thisYear = Number(
      (await admin.get('/api/fs/inicio').expect(200)).body.dados.hoje.slice(0, 4),
    );
    for (const ano of [thisYear - 1, thisYear]) {
      const grid: ScheduleGrid = (await admin.get(`/api/fs/cronograma?ano=${ano}`).expect(200)).body
        .dados;
      const rows = new Map(grid.linhas.map((row) => [row.equipamentoId, row]));
      const wrong: string[] = [];
      for (let month = 0; month < 12; month++) {
        const inicio = `${ano}-${String(month + 1).padStart(2, '0')}-01`;
        if (inicio.slice(0, 7) >= grid.hoje.slice(0, 7)) break;
        const fim = new Date(Date.UTC(ano, month + 1, 0)).toISOString().slice(0, 10);
        const byUnit = new Map<string, { missed: boolean; done: boolean }>();
        for (const activity of activities) {
          if (!rows.has(activity.equipamentoId)) continue;
          const occurrences: PreventiveOccurrence[] = planOccurrences(
            {
              periodicidade: activity.periodicidade,
              cadenciaDias: null,
              inicio: activity.inicio,
              desativadoEm: activity.desativadoEm,
              ultimaAntes: activity.execucoes.filter((day) => day < inicio).at(-1) ?? null,
              noPeriodo: activity.execucoes.filter((day) => day >= inicio),
              naoSeAplica: activity.naoSeAplica,
            },
            { inicio, fim, hoje: grid.hoje },
          );
          const executedInMonth = activity.execucoes.some((day) => day >= inicio && day <= fim);
          const missed = occurrences.filter((o) => o.situacao === 'nao_executada').length;
          figures.missedDates += missed;
          const unit = byUnit.get(activity.equipamentoId) ?? { missed: false, done: false };
          unit.missed ||= missed > 0 && !executedInMonth;
          unit.done ||= executedInMonth || occurrences.some((o) => o.executada !== null);
          byUnit.set(activity.equipamentoId, unit);
        }
        for (const row of grid.linhas) {
          const unit = byUnit.get(row.equipamentoId) ?? { missed: false, done: false };
          const cell = row.meses[month];
          const where = `${row.codigo} ${ano}-${month + 1}: ${cell}, missed ${unit.missed}, done ${unit.done}`;
          if (cell === 'atrasado' && (!unit.missed || unit.done)) wrong.push(where);
          if (unit.missed && cell !== 'atrasado' && cell !== 'parcial') wrong.push(where);
          if (cell === 'executado' && (unit.missed || !unit.done)) wrong.push(where);
          if (cell === 'atrasado') figures.lateCells += 1;
          if (cell === 'parcial') figures.partialCells += 1;
          if (cell === 'executado') figures.executedCells += 1;
        }
      }
      expect(wrong).toEqual([]);
    }
    // The demo world misses some visits and some activities on purpose: the comparison is not vacuous.
    expect(figures.lateCells).toBeGreaterThan(0);
    expect(figures.partialCells).toBeGreaterThan(0);
    expect(figures.executedCells).toBeGreaterThan(figures.lateCells + figures.partialCells);
    if (process.env.SHOW_FIGURES) console.info(JSON.stringify(figures));
  });
});
