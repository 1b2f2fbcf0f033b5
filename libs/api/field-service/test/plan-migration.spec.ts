import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ingestionMigrations } from '@campo/ingestion';
import { platformMigrations } from '@campo/platform/testing';
import { fieldServiceMigrations } from '../src';

/**
 * The upgrade to one plan per unit (migration OneMaintenancePlan), on a database that
 * holds the old model: a unit with a monthly maintenance plan, a visit recorded by hand and
 * a finished preventive answered with the standard list, another unit whose plans were all
 * paused, and a checklist answer that names an activity. The schema of its own, so the
 * migrations run from the start up to the one before, then the rest.
 */
describe('upgrading to one maintenance plan per unit', () => {
  const schema = `upgrade_${randomBytes(4).toString('hex')}`;
  const all = [...platformMigrations, ...ingestionMigrations, ...fieldServiceMigrations];
  const cut = all.findIndex((migration) => migration.name === 'OneMaintenancePlan1764700000000');
  const source = (migrations: typeof all) =>
    new DataSource({
      type: 'postgres',
      url: process.env.TEST_DATABASE_URL,
      migrations,
      extra: { options: `-c search_path=${schema}` },
    });
  let db: DataSource;

  beforeAll(async () => {
    const admin = await source([]).initialize();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.destroy();
  });
  afterAll(async () => {
    await db?.query(`DROP SCHEMA ${schema} CASCADE`);
    await db?.destroy();
  });

  it('moves plan starts, cadences and executions into the activity plan, then drops the old tables', async () => {
    expect(cut).toBeGreaterThan(0);
    const before = await source(all.slice(0, cut)).initialize();
    await before.runMigrations();
    const one = async (sql: string, params: unknown[] = []) =>
      (await before.query(`${sql} RETURNING id`, params))[0].id as string;
    const company = await one(`INSERT INTO companies (name) VALUES ('Clima Antiga')`);
    const client = await one(
      `INSERT INTO cliente (empresa_id, codigo, nome) VALUES ($1, 'C', 'Hospital')`,
      [company],
    );
    const contract = await one(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, inicio) VALUES ($1, 'CT', 'C', $2, '2025-12-01')`,
      [company, client],
    );
    const unit = (code: string, periodicity: string | null) =>
      one(
        `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo, periodicidade)
         VALUES ($1, $2, 'CT', $3, 'UTI', 'SPLIT', $4)`,
        [company, code, contract, periodicity],
      );
    const monthly = await unit('AC-1', null);
    const paused = await unit('AC-2', 'TR');
    const plan = await one(
      `INSERT INTO plano_manutencao (empresa_id, equipamento_id, periodicidade, inicio) VALUES ($1, $2, 'MS', '2026-01-10')`,
      [company, monthly],
    );
    await one(
      `INSERT INTO plano_manutencao (empresa_id, equipamento_id, periodicidade, inicio, ativo) VALUES ($1, $2, 'SE', '2026-02-01', false)`,
      [company, paused],
    );
    const order = await one(
      `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, abertura,
                                  inicio_atendimento, fim_atendimento, status)
       VALUES ($1, 'OS-1', 'CT', $2, 'AC-1', $3, 'PREVENTIVA', '2026-02-10T09:00:00-03:00',
               '2026-02-10T09:00:00-03:00', '2026-02-10T11:00:00-03:00', 'CONCLUIDA')`,
      [company, contract, monthly],
    );
    await before.query(
      `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme) VALUES ($1, $2, 'Filtros', true)`,
      [company, order],
    );
    // The February visit (its order answered the standard list), and March's recorded by hand.
    await before.query(
      `INSERT INTO execucao_preventiva (empresa_id, plano_id, data, ordem_servico_id)
       VALUES ($1, $2, '2026-02-10', $3), ($1, $2, '2026-03-12', NULL)`,
      [company, plan, order],
    );
    await before.destroy();

    db = await source(all).initialize();
    await db.runMigrations();
    // The company got the default catalogue: each unit's plan is its type's.
    const [{ activities }] = await db.query(
      `SELECT count(*)::int AS activities FROM plano_atividade WHERE equipamento_id = $1 AND ativo`,
      [monthly],
    );
    expect(activities).toBeGreaterThan(5);
    // The plan's start and the visit cadence came from the old plan; the paused unit's plan is suspended.
    expect(
      await db.query(
        `SELECT e.codigo, e.periodicidade, pu.inicio::text, pu.ativo FROM plano_unidade pu
           JOIN equipamento e ON e.id = pu.equipamento_id ORDER BY e.codigo`,
      ),
    ).toEqual([
      { codigo: 'AC-1', periodicidade: 'MS', inicio: '2026-01-10', ativo: true },
      { codigo: 'AC-2', periodicidade: 'TR', inicio: '2026-02-01', ativo: false },
    ]);
    // Each visit became the executions of the activities due at it: in February, never
    // executed, all of them; in March only the monthly ones (the quarterly ones next due in May).
    const executions: Array<{ data: string; periodicidade: string; n: number }> = await db.query(
      `SELECT x.data::text AS data, pa.periodicidade, count(*)::int AS n
         FROM execucao_atividade x
         JOIN plano_atividade pa ON pa.equipamento_id = x.equipamento_id AND pa.atividade_id = x.atividade_id
        WHERE x.equipamento_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [monthly],
    );
    const periodicities = (day: string) =>
      executions.filter((row) => row.data === day).map((row) => row.periodicidade);
    expect(periodicities('2026-02-10')).toEqual(expect.arrayContaining(['AN', 'MS', 'SE', 'TR']));
    expect(periodicities('2026-03-12')).toEqual(['MS']);
    const [february] = await db.query(
      `SELECT count(*)::int AS n FROM execucao_atividade WHERE ordem_servico_id = $1`,
      [order],
    );
    expect(february.n).toBe(activities);
    // "Última preventiva" follows the executions; the old tables and the order's plan are gone.
    const [{ ultima }] = await db.query(
      `SELECT ultima_preventiva::text AS ultima FROM equipamento WHERE id = $1`,
      [monthly],
    );
    expect(ultima).toBe('2026-03-12');
    const [{ tables }] = await db.query(
      `SELECT count(*)::int AS tables FROM information_schema.tables
        WHERE table_schema = $1 AND table_name IN ('plano_manutencao', 'execucao_preventiva')`,
      [schema],
    );
    expect(tables).toBe(0);
  });
});
