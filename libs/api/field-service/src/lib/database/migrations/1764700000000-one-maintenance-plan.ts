import { MigrationInterface, QueryRunner } from 'typeorm';
import { ACTIVITY_EQUIPMENT_TYPES } from '@campo/contracts';
import { DEFAULT_ACTIVITY_CATALOGUE } from '../../activity-plans/activity-catalogue.defaults';

/**
 * One maintenance plan per unit: its activities (issue 43). A unit's plan is its type's
 * catalogue activities with the unit's adjustments and extras, read through one view
 * (`plano_atividade`); what each activity's execution was is one table
 * (`execucao_atividade`), written when an order is finished from its checklist answers.
 * The grid, the preventive orders, the RGM's compliance and the PMOC derive from these two.
 *
 * What existed moves over: a unit's maintenance plans (`plano_manutencao`) give its plan's
 * start (`plano_unidade`) and, where the unit had none, its visit cadence
 * (`equipamento.periodicidade`); checklist answers of finished orders become executions
 * of their activities; a preventive execution recorded without activity answers (by hand,
 * or an order finished with the standard checklist) becomes an execution of the
 * activities due at that visit, by the checklist's rule (`isDue`, reproduced below so this
 * migration does not change when the code does). Companies with units get the default
 * catalogue, so no unit is left without a plan.
 */
export class OneMaintenancePlan1764700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE plano_unidade (
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        inicio date NOT NULL,
        ativo boolean NOT NULL DEFAULT true,
        atualizado_em timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (empresa_id, equipamento_id),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `ALTER TABLE atividade_catalogo ADD COLUMN intervalo_horas integer CHECK (intervalo_horas BETWEEN 1 AND 100000)`,
    );
    await queryRunner.query(`
      ALTER TABLE atividade_unidade
        ADD COLUMN intervalo_horas integer CHECK (intervalo_horas BETWEEN 1 AND 100000),
        ADD COLUMN ancora date,
        ADD COLUMN justificativa text CHECK (length(justificativa) BETWEEN 1 AND 1000)`);
    await queryRunner.query(`
      CREATE TABLE execucao_atividade (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        empresa_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        equipamento_id uuid NOT NULL,
        atividade_id uuid NOT NULL,
        data date NOT NULL,
        ordem_servico_id uuid,
        resultado text NOT NULL CHECK (resultado IN ('CONFORME', 'NAO_CONFORME', 'NAO_SE_APLICA')),
        motivo text CHECK (length(motivo) BETWEEN 1 AND 1000),
        horimetro numeric CHECK (horimetro >= 0),
        criado_em timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (empresa_id, equipamento_id) REFERENCES equipamento (empresa_id, id) ON DELETE CASCADE,
        FOREIGN KEY (empresa_id, ordem_servico_id) REFERENCES ordem_servico (empresa_id, id) ON DELETE CASCADE,
        CHECK (resultado <> 'NAO_SE_APLICA' OR motivo IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX execucao_atividade_ordem_key ON execucao_atividade (empresa_id, ordem_servico_id, atividade_id) WHERE ordem_servico_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX execucao_atividade_unidade_idx ON execucao_atividade (empresa_id, equipamento_id, atividade_id, data)`,
    );
    await queryRunner.query(`CREATE VIEW plano_atividade AS ${PLAN_VIEW}`);

    await this.seedCatalogues(queryRunner);
    await queryRunner.query(`
      INSERT INTO plano_unidade (empresa_id, equipamento_id, inicio, ativo)
      SELECT empresa_id, equipamento_id, coalesce(min(inicio) FILTER (WHERE ativo), min(inicio)), bool_or(ativo)
        FROM plano_manutencao GROUP BY empresa_id, equipamento_id`);
    // The visit cadence of a unit that had none: its most frequent active plan's.
    await queryRunner.query(
      `
      UPDATE equipamento e SET periodicidade = p.periodicidade
        FROM (SELECT DISTINCT ON (equipamento_id) equipamento_id, periodicidade FROM plano_manutencao
               WHERE ativo ORDER BY equipamento_id, array_position($1::text[], periodicidade)) p
       WHERE e.id = p.equipamento_id AND e.periodicidade IS NULL`,
      [FREQUENT_FIRST],
    );
    await queryRunner.query(`
      INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado)
      SELECT r.empresa_id, o.equipamento_id, r.atividade_id,
             (coalesce(o.fim_atendimento, o.inicio_atendimento, o.agendada_para, o.abertura) AT TIME ZONE co.time_zone)::date,
             o.id, CASE WHEN r.conforme THEN 'CONFORME' ELSE 'NAO_CONFORME' END
        FROM checklist_resposta r
        JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
        JOIN companies co ON co.id = r.empresa_id
       WHERE r.atividade_id IS NOT NULL AND o.status = 'CONCLUIDA' AND o.equipamento_id IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await this.migrateVisits(queryRunner);

    // "Última preventiva" follows the activities' executions now.
    for (const event of ['insert', 'update', 'delete'])
      await queryRunner.query(
        `DROP TRIGGER execucao_preventiva_ultima_${event} ON execucao_preventiva`,
      );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION equipamento_ultima_execucao(p_empresa uuid, p_equipamento uuid) RETURNS date
        LANGUAGE sql STABLE AS $$
          SELECT max(x.data) FROM execucao_atividade x
           WHERE x.empresa_id = p_empresa AND x.equipamento_id = p_equipamento AND x.resultado <> 'NAO_SE_APLICA'
        $$`);
    await queryRunner.query(`
      CREATE FUNCTION execucao_atividade_sincroniza() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE equipamento e SET ultima_preventiva = coalesce(equipamento_ultima_execucao(e.empresa_id, e.id), e.ultima_preventiva)
           WHERE e.id IN (SELECT DISTINCT equipamento_id FROM mudadas);
          RETURN NULL;
        END $$`);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ])
      await queryRunner.query(`
        CREATE TRIGGER execucao_atividade_ultima_${event.toLowerCase()} AFTER ${event} ON execucao_atividade
          REFERENCING ${table} TABLE AS mudadas FOR EACH STATEMENT EXECUTE FUNCTION execucao_atividade_sincroniza()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      await queryRunner.query(
        `DROP TRIGGER execucao_atividade_ultima_${event} ON execucao_atividade`,
      );
    await queryRunner.query('DROP FUNCTION execucao_atividade_sincroniza()');
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION equipamento_ultima_execucao(p_empresa uuid, p_equipamento uuid) RETURNS date
        LANGUAGE sql STABLE AS $$
          SELECT max(x.data) FROM execucao_preventiva x
            JOIN plano_manutencao p ON p.empresa_id = x.empresa_id AND p.id = x.plano_id
           WHERE p.empresa_id = p_empresa AND p.equipamento_id = p_equipamento
        $$`);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ])
      await queryRunner.query(`
        CREATE TRIGGER execucao_preventiva_ultima_${event.toLowerCase()} AFTER ${event} ON execucao_preventiva
          REFERENCING ${table} TABLE AS mudadas FOR EACH STATEMENT EXECUTE FUNCTION execucao_preventiva_sincroniza()`);
    await queryRunner.query('DROP VIEW plano_atividade');
    await queryRunner.query('DROP TABLE execucao_atividade');
    await queryRunner.query(
      'ALTER TABLE atividade_unidade DROP COLUMN intervalo_horas, DROP COLUMN ancora, DROP COLUMN justificativa',
    );
    await queryRunner.query('ALTER TABLE atividade_catalogo DROP COLUMN intervalo_horas');
    await queryRunner.query('DROP TABLE plano_unidade');
  }

  /** The default catalogue for every company that has units and no catalogue yet. */
  private async seedCatalogues(queryRunner: QueryRunner) {
    const rows = ACTIVITY_EQUIPMENT_TYPES.flatMap((type) =>
      DEFAULT_ACTIVITY_CATALOGUE[type].map((activity, index) => ({ type, index, ...activity })),
    );
    await queryRunner.query(
      `INSERT INTO atividade_catalogo (empresa_id, tipo_equipamento, componente, descricao, periodicidade, criterio, fonte, ordem)
       SELECT co.id, d.tipo, d.componente, d.descricao, d.periodicidade, d.criterio, d.fonte, d.ordem
         FROM companies co
        CROSS JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[])
           AS d (tipo, componente, descricao, periodicidade, criterio, fonte, ordem)
        WHERE EXISTS (SELECT 1 FROM equipamento e WHERE e.empresa_id = co.id)
          AND NOT EXISTS (SELECT 1 FROM atividade_catalogo a WHERE a.empresa_id = co.id)`,
      [
        rows.map((row) => row.type),
        rows.map((row) => row.componente),
        rows.map((row) => row.descricao),
        rows.map((row) => row.periodicidade),
        rows.map((row) => row.criterio),
        rows.map((row) => row.fonte),
        rows.map((row) => row.index),
      ],
    );
  }

  /**
   * Preventive executions recorded without activity answers: each becomes an execution of
   * the unit's activities due at that visit, walking the visits of each unit in order.
   */
  private async migrateVisits(queryRunner: QueryRunner) {
    const visits: Array<{
      empresa: string;
      equipamento: string;
      data: string;
      ordem: string | null;
    }> = await queryRunner.query(`
        SELECT DISTINCT p.empresa_id AS empresa, p.equipamento_id AS equipamento, x.data::text AS data, x.ordem_servico_id AS ordem
          FROM execucao_preventiva x
          JOIN plano_manutencao p ON p.empresa_id = x.empresa_id AND p.id = x.plano_id
         WHERE NOT EXISTS (SELECT 1 FROM checklist_resposta r
                            WHERE r.empresa_id = x.empresa_id AND r.ordem_servico_id = x.ordem_servico_id AND r.atividade_id IS NOT NULL)
         ORDER BY 1, 2, 3`);
    if (visits.length === 0) return;
    const activities: Array<{
      equipamento: string;
      atividade: string;
      periodicidade: string;
      inicio: string;
    }> = await queryRunner.query(
      `SELECT equipamento_id AS equipamento, atividade_id AS atividade, periodicidade, inicio::text AS inicio
         FROM plano_atividade WHERE ativo AND equipamento_id = ANY($1::uuid[])`,
      [[...new Set(visits.map((visit) => visit.equipamento))]],
    );
    const recorded: Array<{ atividade: string; equipamento: string; data: string }> =
      await queryRunner.query(
        `SELECT atividade_id AS atividade, equipamento_id AS equipamento, data::text AS data FROM execucao_atividade`,
      );
    const last = new Map<string, string[]>();
    for (const row of recorded) {
      const key = `${row.equipamento}|${row.atividade}`;
      last.set(key, [...(last.get(key) ?? []), row.data].sort());
    }
    const byUnit = new Map<string, typeof activities>();
    for (const row of activities)
      byUnit.set(row.equipamento, [...(byUnit.get(row.equipamento) ?? []), row]);
    const rows: Array<[string, string, string, string, string | null]> = [];
    for (const visit of visits)
      for (const activity of byUnit.get(visit.equipamento) ?? []) {
        const key = `${visit.equipamento}|${activity.atividade}`;
        const dates = last.get(key) ?? [];
        const before = dates.filter((day) => day < visit.data).at(-1) ?? null;
        if (!dueAt(activity.periodicidade, before, activity.inicio, visit.data)) continue;
        if (dates.includes(visit.data)) continue;
        last.set(key, [...dates, visit.data].sort());
        rows.push([visit.empresa, visit.equipamento, activity.atividade, visit.data, visit.ordem]);
      }
    for (let at = 0; at < rows.length; at += 5000) {
      const chunk = rows.slice(at, at + 5000);
      await queryRunner.query(
        `INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado)
         SELECT * , 'CONFORME' FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::uuid[])
         ON CONFLICT DO NOTHING`,
        [0, 1, 2, 3, 4].map((column) => chunk.map((row) => row[column])),
      );
    }
  }
}

/** Periodicity codes from the most frequent to the least (H and PT last). */
const FREQUENT_FIRST = ['D', '2D', 'SM', 'QZ', 'MS', 'BM', 'TR', 'QD', 'SE', 'AN', 'H', 'PT'];
const DAY_STEPS: Record<string, number> = { D: 1, '2D': 2, SM: 7, QZ: 14 };
const MONTH_STEPS: Record<string, number> = { MS: 1, BM: 2, TR: 3, QD: 4, SE: 6, AN: 12 };

/** The checklist's rule as it stood when this migration was written (`isDue`). */
function dueAt(periodicity: string, last: string | null, start: string, visit: string): boolean {
  if (periodicity === 'H') return true;
  if (last === null)
    return periodicity === 'PT' || DAY_STEPS[periodicity]
      ? start <= visit
      : start.slice(0, 7) <= visit.slice(0, 7);
  if (periodicity === 'PT') return false;
  const days = DAY_STEPS[periodicity];
  if (days) {
    const next = new Date(`${last}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + days);
    return next.toISOString().slice(0, 10) <= visit;
  }
  const [year, month] = last.split('-').map(Number);
  const index = year * 12 + month - 1 + MONTH_STEPS[periodicity];
  const due = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return due <= visit.slice(0, 7);
}

/**
 * A unit's plan, one row per activity: its type's catalogue activities (a type with no
 * catalogue of its own follows OUTRO; activities switched off in the catalogue left out)
 * with the unit's adjustment applied, then the unit's own extra activities. `ativo`: the
 * activity is on for the unit and the unit's plan is not suspended. `inicio`: the
 * activity's anchor (its first date) when the unit sets one, else the plan's start (the
 * unit's own, or the day it arrived on the company clock, so an imported unit is planned
 * from the day it arrives), never before its contract's start. The units' part is inlined
 * in both branches (NOT MATERIALIZED), so a reader's filter on the company or the contract
 * reaches the tables and the planner estimates from them.
 */
const PLAN_VIEW = `
  WITH unidade AS NOT MATERIALIZED (
    SELECT e.empresa_id, e.id AS equipamento_id, e.tipo,
           coalesce(pu.inicio, (e.criado_em AT TIME ZONE co.time_zone)::date) AS inicio, c.inicio AS contrato_inicio,
           coalesce(pu.ativo, true) AS plano_ativo
      FROM equipamento e
      JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
      JOIN companies co ON co.id = e.empresa_id
      LEFT JOIN plano_unidade pu ON pu.empresa_id = e.empresa_id AND pu.equipamento_id = e.id)
  SELECT u.empresa_id, u.equipamento_id, a.id AS atividade_id, 'catalogo'::text AS origem,
         a.componente, a.descricao, a.criterio, a.fonte,
         coalesce(au.periodicidade, a.periodicidade) AS periodicidade,
         coalesce(au.intervalo_horas, a.intervalo_horas) AS intervalo_horas,
         greatest(coalesce(au.ancora, u.inicio), u.contrato_inicio) AS inicio,
         coalesce(au.ativo, true) AND u.plano_ativo AS ativo,
         coalesce(NOT au.ativo OR au.periodicidade IS DISTINCT FROM NULL AND au.periodicidade <> a.periodicidade
                  OR au.intervalo_horas IS DISTINCT FROM NULL AND au.intervalo_horas IS DISTINCT FROM a.intervalo_horas
                  OR au.ancora IS NOT NULL, false) AS ajustada,
         au.justificativa, a.ordem, a.criado_em
    FROM unidade u
    JOIN atividade_catalogo a ON a.empresa_id = u.empresa_id AND a.ativo
     AND a.tipo_equipamento = CASE WHEN EXISTS (SELECT 1 FROM atividade_catalogo t
                                                 WHERE t.empresa_id = u.empresa_id AND t.tipo_equipamento = u.tipo)
                                   THEN u.tipo ELSE 'OUTRO' END
    LEFT JOIN atividade_unidade au ON au.empresa_id = u.empresa_id AND au.equipamento_id = u.equipamento_id AND au.atividade_id = a.id
  UNION ALL
  SELECT u.empresa_id, u.equipamento_id, au.id, 'unidade', au.componente, au.descricao, au.criterio, 'Plano da unidade',
         au.periodicidade, au.intervalo_horas, greatest(coalesce(au.ancora, u.inicio), u.contrato_inicio),
         au.ativo AND u.plano_ativo, false,
         au.justificativa, 100000, au.atualizado_em
    FROM unidade u
    JOIN atividade_unidade au ON au.empresa_id = u.empresa_id AND au.equipamento_id = u.equipamento_id AND au.atividade_id IS NULL`;
