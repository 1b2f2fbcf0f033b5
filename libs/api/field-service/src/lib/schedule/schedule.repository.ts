import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Periodicity } from './schedule-projection';
import type { ActivityResult } from '@campo/contracts';
import { retiredOnSql } from '../common/retired-on.sql';
import {
  activityExecutionsJoin,
  HOUR_CADENCE_SQL,
  UNIT_HISTORY_SQL,
  WALK_REACH_DAYS,
} from './activity-walk.sql';

export interface GridEquipmentRow {
  id: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  contrato: string;
  /** Local date (company clock) the equipment or its contract was retired, whichever first; null if active. */
  desativadoEm: string | null;
}

/** An active activity of a unit's plan with, of its executions, only what the projection reads. */
export interface GridPlanRow {
  equipamentoId: string;
  atividadeId: string;
  /** The activity's description, as the cell's detail names it. */
  atividade: string;
  periodicidade: Periodicity;
  /** An H activity's cadence in days at the unit's pace of use (null: other codes, or unknown). */
  cadenciaDias: number | null;
  inicio: string;
  /** The latest execution (the anchor of the months ahead). */
  ultima: string | null;
  /** The latest execution before the year (the walk's first anchor). */
  antesDoAno: string | null;
  /** The executions from the year's start to half a step after its end (the walk, the executed cells). */
  noAno: string[] | null;
  /** Of those, the days recorded not applicable. */
  naoSeAplica: string[] | null;
  /** The local day the equipment stops being planned (retired, or its contract's term over), or null. */
  desativadoEm: string | null;
}

/**
 * An active activity of a unit's plan as the annual grid reads it, packed in one text
 * column (`plano`) of day numbers (days since 1970-01-01), space-separated: its
 * periodicity code, its cadence in days (an H activity's at the unit's pace of use; empty
 * for the others), its plan's start, its latest execution and its latest before the year (each empty when
 * none), then the executions from the year's start to half a step after its end, if any.
 * Activities of a unit with the same walk (same code, start and executions) come once: they
 * show the same months. The grid reads thousands per request: one column of numbers costs
 * the driver and the projection a fraction of what ten columns with date arrays do.
 */
export interface GridPackedPlanRow {
  equipamentoId: string;
  plano: string;
}

/** One equipment as a grid cell's detail heads it. */
export interface CellEquipmentRow extends Omit<GridEquipmentRow, 'descricao'> {
  ultimaPreventiva: string | null;
}

/** An execution of an active activity of the unit, with its order. */
export interface CellExecutionRow {
  data: string;
  periodicidade: Periodicity;
  atividade: string;
  resultado: ActivityResult;
  motivo: string | null;
  ordemServicoId: string | null;
  ordemServico: string | null;
  tecnico: string | null;
}

/** What the annual grid reads: equipment in scope and the active activities of their plans. */
@Injectable()
export class ScheduleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The equipment in scope, but for those retired (or whose contract was) before the year began. */
  equipment(
    companyId: string,
    filter: { contratoId: string | null; setor: string | null; ano: number; timeZone: string },
  ): Promise<GridEquipmentRow[]> {
    return this.dataSource.query(
      `SELECT id, codigo, descricao, setor, contrato, "desativadoEm"::text FROM (
         SELECT e.id, e.codigo, e.descricao, e.setor, c.codigo AS contrato,
                ${retiredOnSql('$5')} AS "desativadoEm"
           FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
          WHERE e.empresa_id = $1 AND ($2::uuid IS NULL OR e.contrato_id = $2) AND ($3::text IS NULL OR e.setor = $3)) g
        WHERE "desativadoEm" IS NULL OR "desativadoEm" > make_date($4, 1, 1)
        ORDER BY setor NULLS LAST, codigo`,
      [companyId, filter.contratoId, filter.setor, filter.ano, filter.timeZone],
    );
  }

  /** The active activities of the units in scope (or of one unit), with their executions around `ano`. */
  activePlans(
    companyId: string,
    filter: { contratoId: string | null; equipamentoId?: string; ano: number; timeZone: string },
  ): Promise<GridPlanRow[]> {
    return this.dataSource.query(
      `SELECT pa.equipamento_id AS "equipamentoId", pa.atividade_id AS "atividadeId", pa.descricao AS atividade,
              pa.periodicidade, ${HOUR_CADENCE_SQL} AS "cadenciaDias", pa.inicio::text,
              coalesce(x.ultima, hist.d)::text AS ultima,
              coalesce(x.antes, CASE WHEN hist.d < make_date($3, 1, 1) THEN hist.d END)::text AS "antesDoAno",
              x.dentro::text[] AS "noAno", x.nao_se_aplica::text[] AS "naoSeAplica",
              ${retiredOnSql('$4')}::text AS "desativadoEm"
         FROM plano_atividade pa
         JOIN equipamento e ON e.empresa_id = pa.empresa_id AND e.id = pa.equipamento_id
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         CROSS JOIN LATERAL (SELECT ${UNIT_HISTORY_SQL} AS d) hist
         ${activityExecutionsJoin('make_date($3, 1, 1)', `make_date($3, 12, 31) + ${WALK_REACH_DAYS}`)}
        WHERE pa.empresa_id = $1 AND pa.ativo AND ($2::uuid IS NULL OR e.contrato_id = $2)
          AND ($5::uuid IS NULL OR pa.equipamento_id = $5)
        ORDER BY pa.equipamento_id, pa.ordem, pa.criado_em, pa.descricao`,
      [companyId, filter.contratoId, filter.ano, filter.timeZone, filter.equipamentoId ?? null],
    );
  }

  /**
   * `activePlans` for the annual grid: the same activities and executions, packed as
   * `GridPackedPlanRow` says, once per distinct walk of a unit, without what the grid
   * does not read (the activity, the retirement: the grid takes that from its equipment).
   */
  gridPlans(
    companyId: string,
    filter: { contratoId: string | null; ano: number },
  ): Promise<GridPackedPlanRow[]> {
    // The history is a unit's, read once per unit, not once per activity.
    return this.dataSource.query(
      `SELECT DISTINCT pa.equipamento_id AS "equipamentoId",
              concat_ws(' ', pa.periodicidade, coalesce((${HOUR_CADENCE_SQL})::text, ''), pa.inicio - DATE '1970-01-01',
                coalesce((coalesce(x.ultima, u.hist) - DATE '1970-01-01')::text, ''),
                coalesce((coalesce(x.antes, CASE WHEN u.hist < make_date($3, 1, 1) THEN u.hist END) - DATE '1970-01-01')::text, ''),
                x.dias) AS plano
         FROM (SELECT e.empresa_id, e.id, ${UNIT_HISTORY_SQL} AS hist FROM equipamento e
                WHERE e.empresa_id = $1 AND ($2::uuid IS NULL OR e.contrato_id = $2)) u
         JOIN plano_atividade pa ON pa.empresa_id = u.empresa_id AND pa.equipamento_id = u.id
         ${activityExecutionsJoin('make_date($3, 1, 1)', `make_date($3, 12, 31) + ${WALK_REACH_DAYS}`)}
        WHERE pa.empresa_id = $1 AND pa.ativo`,
      [companyId, filter.contratoId, filter.ano],
    );
  }

  /** Months (0-11) of `ano` in which an equipment has an open preventive order generated from its plan. */
  plannedOrderMonths(
    companyId: string,
    filter: { contratoId: string | null; ano: number },
  ): Promise<Array<{ equipamentoId: string; mes: number }>> {
    return this.dataSource.query(
      `SELECT DISTINCT o.equipamento_id AS "equipamentoId", extract(month FROM o.data_planejada)::int - 1 AS mes
         FROM ordem_servico o
        WHERE o.empresa_id = $1 AND o.tipo = 'PREVENTIVA' AND o.data_planejada IS NOT NULL AND o.equipamento_id IS NOT NULL
          AND ($2::uuid IS NULL OR o.contrato_id = $2)
          AND o.data_planejada >= make_date($3, 1, 1) AND o.data_planejada < make_date($3 + 1, 1, 1)
          AND o.status IN ('ABERTA', 'EM_ATENDIMENTO')`,
      [companyId, filter.contratoId, filter.ano],
    );
  }

  async cellEquipment(
    companyId: string,
    equipmentId: string,
    timeZone: string,
  ): Promise<CellEquipmentRow | undefined> {
    const [row]: CellEquipmentRow[] = await this.dataSource.query(
      `SELECT e.id, e.codigo, e.setor, c.codigo AS contrato, e.ultima_preventiva::text AS "ultimaPreventiva",
              ${retiredOnSql('$3')}::text AS "desativadoEm"
         FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND e.id = $2`,
      [companyId, equipmentId, timeZone],
    );
    return row;
  }

  /**
   * The executions of the unit's active activities in one month, with their orders and
   * technicians, and those on `servedOn` (the days, after the month, of the executions that
   * served a date of it).
   */
  monthExecutions(
    companyId: string,
    equipmentId: string,
    year: number,
    month: number,
    servedOn: string[] = [],
  ): Promise<CellExecutionRow[]> {
    return this.dataSource.query(
      `SELECT x.data::text AS data, pa.periodicidade, pa.descricao AS atividade, x.resultado, x.motivo,
              o.id AS "ordemServicoId", o.codigo AS "ordemServico", coalesce(u.name, o.tecnico) AS tecnico
         FROM execucao_atividade x
         JOIN plano_atividade pa ON pa.empresa_id = x.empresa_id AND pa.equipamento_id = x.equipamento_id
                                AND pa.atividade_id = x.atividade_id AND pa.ativo
         LEFT JOIN ordem_servico o ON o.empresa_id = x.empresa_id AND o.id = x.ordem_servico_id
         LEFT JOIN users u ON u.empresa_id = o.empresa_id AND u.id = o.tecnico_id
        WHERE x.empresa_id = $1 AND x.equipamento_id = $2
          AND ((x.data >= make_date($3, $4, 1) AND x.data < make_date($3, $4, 1) + interval '1 month')
               OR x.data = ANY($5::date[]))
        ORDER BY x.data, o.codigo, pa.ordem, pa.descricao`,
      [companyId, equipmentId, year, month, servedOn],
    );
  }
}
