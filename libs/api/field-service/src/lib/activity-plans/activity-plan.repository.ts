import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ActivityEquipmentType,
  CatalogueActivity,
  CleaningProduct,
  Periodicity,
} from '@campo/contracts';
import { ACTIVITY_EQUIPMENT_TYPES } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';
import { DEFAULT_ACTIVITY_CATALOGUE } from './activity-catalogue.defaults';
import type { AdjustmentRow } from './activity-plan.rules';

const ACTIVITY = `id, tipo_equipamento AS "tipoEquipamento", componente, descricao, periodicidade, criterio, fonte, ativo`;
const ADJUSTMENT = `id, equipamento_id AS "equipamentoId", atividade_id AS "atividadeId", componente, descricao, criterio, periodicidade, ativo`;
const PRODUCT = `id, produto, principio_ativo AS "principioAtivo", registro_anvisa AS "registroAnvisa"`;

/** A unit as its plan reads it: its type and its plan's start (the earliest active maintenance plan). */
export interface PlanUnitRow {
  id: string;
  codigo: string;
  tipo: string | null;
  /** null: the unit has no active maintenance plan. */
  inicioPlano: string | null;
}

export type UnitAdjustmentRow = AdjustmentRow & { equipamentoId: string };

/**
 * The activity catalogue (`atividade_catalogo`), the units' adjustments
 * (`atividade_unidade`), the cleaning products (`produto_limpeza`) and the executions
 * the checklist answers record.
 */
@Injectable()
export class ActivityPlanRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Loads the default catalogue the first time a company's catalogue is read. */
  async seedOnce(companyId: string, manager?: EntityManager): Promise<void> {
    const rows = ACTIVITY_EQUIPMENT_TYPES.flatMap((type) =>
      DEFAULT_ACTIVITY_CATALOGUE[type].map((activity, index) => ({ type, index, ...activity })),
    );
    await executor(this.dataSource, manager).query(
      `INSERT INTO atividade_catalogo (empresa_id, tipo_equipamento, componente, descricao, periodicidade, criterio, fonte, ordem)
       SELECT $1, d.tipo, d.componente, d.descricao, d.periodicidade, d.criterio, d.fonte, d.ordem
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
           AS d (tipo, componente, descricao, periodicidade, criterio, fonte, ordem)
        WHERE NOT EXISTS (SELECT 1 FROM atividade_catalogo WHERE empresa_id = $1)
       ON CONFLICT DO NOTHING`,
      [
        companyId,
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

  /** The catalogue, or one type's activities, in the catalogue's order. */
  catalogue(
    companyId: string,
    types: ActivityEquipmentType[] | null = null,
    manager?: EntityManager,
  ): Promise<CatalogueActivity[]> {
    return executor(this.dataSource, manager).query(
      `SELECT ${ACTIVITY} FROM atividade_catalogo
        WHERE empresa_id = $1 AND ($2::text[] IS NULL OR tipo_equipamento = ANY($2))
        ORDER BY array_position($3::text[], tipo_equipamento), ordem, criado_em, descricao`,
      [companyId, types, ACTIVITY_EQUIPMENT_TYPES],
    );
  }

  async hasCatalogue(companyId: string, manager?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await executor(this.dataSource, manager).query(
      `SELECT 1 FROM atividade_catalogo WHERE empresa_id = $1 LIMIT 1`,
      [companyId],
    );
    return rows.length > 0;
  }

  /** The new activity, or undefined when the type already has one with this description. */
  async insertActivity(
    companyId: string,
    activity: Omit<CatalogueActivity, 'id' | 'ativo'>,
  ): Promise<CatalogueActivity | undefined> {
    const [row] = await this.dataSource.query(
      `INSERT INTO atividade_catalogo (empresa_id, tipo_equipamento, componente, descricao, periodicidade, criterio, fonte, ordem)
       VALUES ($1, $2, $3, $4, $5, $6, $7,
               (SELECT coalesce(max(ordem) + 1, 0) FROM atividade_catalogo WHERE empresa_id = $1 AND tipo_equipamento = $2))
       ON CONFLICT DO NOTHING RETURNING ${ACTIVITY}`,
      [
        companyId,
        activity.tipoEquipamento,
        activity.componente,
        activity.descricao,
        activity.periodicidade,
        activity.criterio,
        activity.fonte,
      ],
    );
    return row;
  }

  async updateActivity(
    companyId: string,
    id: string,
    change: Partial<Omit<CatalogueActivity, 'id' | 'tipoEquipamento'>>,
  ): Promise<CatalogueActivity | undefined> {
    const [rows] = await this.dataSource.query(
      `UPDATE atividade_catalogo SET
              componente = coalesce($3, componente), descricao = coalesce($4, descricao),
              periodicidade = coalesce($5, periodicidade), criterio = coalesce($6, criterio),
              fonte = coalesce($7, fonte), ativo = coalesce($8, ativo)
        WHERE empresa_id = $1 AND id = $2 RETURNING ${ACTIVITY}`,
      [
        companyId,
        id,
        change.componente ?? null,
        change.descricao ?? null,
        change.periodicidade ?? null,
        change.criterio ?? null,
        change.fonte ?? null,
        change.ativo ?? null,
      ],
    );
    return rows[0];
  }

  /** Units of the company by id (or a contract's units in service in `year`), with their plan's start. */
  units(
    companyId: string,
    filter: { ids: string[] } | { contractId: string },
    manager?: EntityManager,
  ): Promise<PlanUnitRow[]> {
    const byContract = 'contractId' in filter;
    return executor(this.dataSource, manager).query(
      `SELECT e.id, e.codigo, e.tipo,
              (SELECT to_char(min(p.inicio), 'YYYY-MM-DD') FROM plano_manutencao p
                WHERE p.empresa_id = e.empresa_id AND p.equipamento_id = e.id AND p.ativo) AS "inicioPlano"
         FROM equipamento e
        WHERE e.empresa_id = $1 AND ${byContract ? 'e.contrato_id = $2' : 'e.id = ANY($2::uuid[])'}
        ORDER BY e.setor NULLS LAST, e.codigo`,
      [companyId, byContract ? filter.contractId : filter.ids],
    );
  }

  adjustments(
    companyId: string,
    equipmentIds: string[],
    manager?: EntityManager,
  ): Promise<UnitAdjustmentRow[]> {
    return executor(this.dataSource, manager).query(
      `SELECT ${ADJUSTMENT} FROM atividade_unidade
        WHERE empresa_id = $1 AND equipamento_id = ANY($2::uuid[]) ORDER BY atualizado_em, id`,
      [companyId, equipmentIds],
    );
  }

  /** The unit's adjustment of a catalogue activity (another periodicity, or switched off/on). */
  async adjust(
    companyId: string,
    equipmentId: string,
    activityId: string,
    change: { periodicidade?: Periodicity | null; ativo?: boolean },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO atividade_unidade (empresa_id, equipamento_id, atividade_id, periodicidade, ativo)
       VALUES ($1, $2, $3, $4, coalesce($6, true))
       ON CONFLICT (empresa_id, equipamento_id, atividade_id) DO UPDATE SET
         periodicidade = CASE WHEN $5 THEN EXCLUDED.periodicidade ELSE atividade_unidade.periodicidade END,
         ativo = coalesce($6, atividade_unidade.ativo), atualizado_em = now()`,
      [
        companyId,
        equipmentId,
        activityId,
        change.periodicidade ?? null,
        change.periodicidade !== undefined,
        change.ativo ?? null,
      ],
    );
  }

  /** Switches the unit's own extra activity on or off, or changes its periodicity; false when it is not the unit's. */
  async updateExtra(
    companyId: string,
    equipmentId: string,
    id: string,
    change: { periodicidade?: Periodicity | null; ativo?: boolean },
  ): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE atividade_unidade SET periodicidade = coalesce($4, periodicidade), ativo = coalesce($5, ativo), atualizado_em = now()
        WHERE empresa_id = $1 AND equipamento_id = $2 AND id = $3 AND atividade_id IS NULL RETURNING id`,
      [companyId, equipmentId, id, change.periodicidade ?? null, change.ativo ?? null],
    );
    return rows.length > 0;
  }

  async addExtra(
    companyId: string,
    equipmentId: string,
    activity: {
      componente: string;
      descricao: string;
      periodicidade: Periodicity;
      criterio: string;
    },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO atividade_unidade (empresa_id, equipamento_id, componente, descricao, periodicidade, criterio)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        companyId,
        equipmentId,
        activity.componente,
        activity.descricao,
        activity.periodicidade,
        activity.criterio,
      ],
    );
  }

  /**
   * The last date each activity of the unit was executed (answered on one of its orders,
   * other than `exceptOrderId`): the order's local day of attendance.
   */
  async lastExecutions(
    scope: { companyId: string; timeZone: string },
    equipmentId: string,
    exceptOrderId: string | null,
    manager?: EntityManager,
  ): Promise<Map<string, string>> {
    const rows: Array<{ atividadeId: string; data: string }> = await executor(
      this.dataSource,
      manager,
    ).query(
      `SELECT r.atividade_id AS "atividadeId",
              to_char(max(coalesce(o.fim_atendimento, o.inicio_atendimento, o.agendada_para, o.abertura) AT TIME ZONE $4), 'YYYY-MM-DD') AS data
         FROM checklist_resposta r
         JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
        WHERE r.empresa_id = $1 AND o.equipamento_id = $2 AND r.atividade_id IS NOT NULL
          AND o.id IS DISTINCT FROM $3::uuid AND o.status IS DISTINCT FROM 'CANCELADA'
        GROUP BY r.atividade_id`,
      [scope.companyId, equipmentId, exceptOrderId, scope.timeZone],
    );
    return new Map(rows.map((row) => [row.atividadeId, row.data]));
  }

  products(companyId: string): Promise<CleaningProduct[]> {
    return this.dataSource.query(
      `SELECT ${PRODUCT} FROM produto_limpeza WHERE empresa_id = $1 ORDER BY lower(produto)`,
      [companyId],
    );
  }

  /** The product saved (insert without id, update with one); undefined: no such product. */
  async saveProduct(
    companyId: string,
    id: string | null,
    product: Omit<CleaningProduct, 'id'>,
  ): Promise<CleaningProduct | undefined> {
    const values = [companyId, product.produto, product.principioAtivo, product.registroAnvisa];
    const [row] = id
      ? (
          await this.dataSource.query(
            `UPDATE produto_limpeza SET produto = $2, principio_ativo = $3, registro_anvisa = $4
              WHERE empresa_id = $1 AND id = $5 RETURNING ${PRODUCT}`,
            [...values, id],
          )
        )[0]
      : await this.dataSource.query(
          `INSERT INTO produto_limpeza (empresa_id, produto, principio_ativo, registro_anvisa)
           VALUES ($1, $2, $3, $4) RETURNING ${PRODUCT}`,
          values,
        );
    return row;
  }

  async deleteProduct(companyId: string, id: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM produto_limpeza WHERE empresa_id = $1 AND id = $2 RETURNING id`,
      [companyId, id],
    );
    return rows.length > 0;
  }
}
