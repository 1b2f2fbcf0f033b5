import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Periodicity } from './schedule-projection';
import { retiredOnSql } from '../common/retired-on.sql';

export interface GridEquipmentRow {
  id: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  contrato: string;
  /** Local date (company clock) the equipment or its contract was retired, whichever first; null if active. */
  desativadoEm: string | null;
}

/** An active plan with, of its executions, only what the projection reads. */
export interface GridPlanRow {
  planoId: string;
  equipamentoId: string;
  periodicidade: Periodicity;
  cadenciaDias: number | null;
  inicio: string;
  /** The latest execution (the anchor of the months ahead). */
  ultima: string | null;
  /** The latest execution before the year (the walk's first anchor). */
  antesDoAno: string | null;
  /** The executions from the year's start to half a step after its end (the walk, the executed cells). */
  noAno: string[] | null;
  /** The local day the equipment (or its contract) was retired, or null. */
  desativadoEm: string | null;
}

/**
 * An active plan as the annual grid reads it, packed in one text column (`plano`) of day
 * numbers (days since 1970-01-01), space-separated: its periodicity code, its custom
 * cadence in days (empty when none), its start, its latest execution and its latest
 * before the year (each empty when none), then the executions from the year's start to
 * half a step after its end, if any. The grid reads 5,000 of them per request: one
 * column of numbers costs the driver and the projection a fraction of what ten columns
 * with an array of date strings do.
 */
export interface GridPackedPlanRow {
  equipamentoId: string;
  plano: string;
}

/** One equipment as a grid cell's detail heads it. */
export interface CellEquipmentRow extends Omit<GridEquipmentRow, 'descricao'> {
  ultimaPreventiva: string | null;
}

/** A preventive execution of an active plan, with its order. */
export interface CellExecutionRow {
  data: string;
  periodicidade: Periodicity;
  ordemServicoId: string | null;
  ordemServico: string | null;
  tecnico: string | null;
}

/** What the annual grid reads: equipment in scope and their active plans. */
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

  activePlans(
    companyId: string,
    filter: { contratoId: string | null; equipamentoId?: string; ano: number; timeZone: string },
  ): Promise<GridPlanRow[]> {
    return this.dataSource.query(
      `SELECT p.id AS "planoId", p.equipamento_id AS "equipamentoId", p.periodicidade, p.cadencia_dias AS "cadenciaDias", p.inicio::text,
              max(x.data)::text AS ultima,
              (max(x.data) FILTER (WHERE x.data < make_date($3, 1, 1)))::text AS "antesDoAno",
              array_agg(x.data::text) FILTER (WHERE x.data >= make_date($3, 1, 1)
                AND x.data <= make_date($3, 12, 31) + greatest(183, coalesce(p.cadencia_dias, 0) / 2)) AS "noAno",
              ${retiredOnSql('$4')}::text AS "desativadoEm"
         FROM plano_manutencao p
         JOIN equipamento e ON e.id = p.equipamento_id
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         LEFT JOIN execucao_preventiva x ON x.empresa_id = p.empresa_id AND x.plano_id = p.id
        WHERE p.empresa_id = $1 AND p.ativo AND ($2::uuid IS NULL OR e.contrato_id = $2)
          AND ($5::uuid IS NULL OR p.equipamento_id = $5)
        GROUP BY p.id, e.desativado_em, c.desativado_em`,
      [companyId, filter.contratoId, filter.ano, filter.timeZone, filter.equipamentoId ?? null],
    );
  }

  /**
   * `activePlans` for the annual grid: the same plans and executions, packed as
   * `GridPackedPlanRow` says, without what the grid does not read (the plan's id, the
   * retirement: the grid takes that from its equipment).
   */
  gridPlans(
    companyId: string,
    filter: { contratoId: string | null; ano: number },
  ): Promise<GridPackedPlanRow[]> {
    return this.dataSource.query(
      `SELECT p.equipamento_id AS "equipamentoId",
              concat_ws(' ', p.periodicidade, coalesce(p.cadencia_dias::text, ''), p.inicio - DATE '1970-01-01',
                coalesce((max(x.data) - DATE '1970-01-01')::text, ''),
                coalesce((max(x.data) FILTER (WHERE x.data < make_date($3, 1, 1)) - DATE '1970-01-01')::text, ''),
                string_agg((x.data - DATE '1970-01-01')::text, ' ') FILTER (WHERE x.data >= make_date($3, 1, 1)
                  AND x.data <= make_date($3, 12, 31) + greatest(183, coalesce(p.cadencia_dias, 0) / 2))) AS plano
         FROM plano_manutencao p
         JOIN equipamento e ON e.id = p.equipamento_id
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         LEFT JOIN execucao_preventiva x ON x.empresa_id = p.empresa_id AND x.plano_id = p.id
        WHERE p.empresa_id = $1 AND p.ativo AND ($2::uuid IS NULL OR e.contrato_id = $2)
        GROUP BY p.id`,
      [companyId, filter.contratoId, filter.ano],
    );
  }

  /** Months (0-11) of `ano` in which an equipment has an open preventive order generated from a plan. */
  plannedOrderMonths(
    companyId: string,
    filter: { contratoId: string | null; ano: number },
  ): Promise<Array<{ equipamentoId: string; mes: number }>> {
    return this.dataSource.query(
      `SELECT DISTINCT o.equipamento_id AS "equipamentoId", extract(month FROM o.data_planejada)::int - 1 AS mes
         FROM ordem_servico o
        WHERE o.empresa_id = $1 AND o.plano_id IS NOT NULL AND o.equipamento_id IS NOT NULL
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
   * The executions of the equipment's active plans in one month, with their orders and
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
      `SELECT x.data::text AS data, p.periodicidade, o.id AS "ordemServicoId", o.codigo AS "ordemServico",
              coalesce(u.name, o.tecnico) AS tecnico
         FROM execucao_preventiva x
         JOIN plano_manutencao p ON p.empresa_id = x.empresa_id AND p.id = x.plano_id
         LEFT JOIN ordem_servico o ON o.empresa_id = x.empresa_id AND o.id = x.ordem_servico_id
         LEFT JOIN users u ON u.empresa_id = o.empresa_id AND u.id = o.tecnico_id
        WHERE x.empresa_id = $1 AND p.equipamento_id = $2 AND p.ativo
          AND ((x.data >= make_date($3, $4, 1) AND x.data < make_date($3, $4, 1) + interval '1 month')
               OR x.data = ANY($5::date[]))
        ORDER BY x.data, o.codigo`,
      [companyId, equipmentId, year, month, servedOn],
    );
  }
}
