import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ActivityEquipmentType,
  CatalogueActivity,
  CleaningProduct,
  Periodicity,
  UnitPlanActivity,
} from '@campo/contracts';
import { ACTIVITY_EQUIPMENT_TYPES } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';
import { DEFAULT_ACTIVITY_CATALOGUE } from './activity-catalogue.defaults';

const ACTIVITY = `id, tipo_equipamento AS "tipoEquipamento", componente, descricao, periodicidade, criterio, fonte, ativo`;
const PRODUCT = `id, produto, principio_ativo AS "principioAtivo", registro_anvisa AS "registroAnvisa"`;

/** A unit as its plan reads it: its type and its plan's start. */
export interface PlanUnitRow {
  id: string;
  codigo: string;
  tipo: string | null;
  /** The plan's start (`YYYY-MM-DD`), as the view `plano_atividade` gives it. */
  inicioPlano: string | null;
}

/** A change to a unit's activity: undefined keeps a field, null clears it. */
export interface ActivityChange {
  periodicidade?: Periodicity | null;
  intervaloHoras?: number | null;
  justificativa?: string | null;
  ativo?: boolean;
}

/** $4..$10 of an activity change: each nullable field's value and whether it is set. */
function changeParams(change: ActivityChange): unknown[] {
  return [
    change.periodicidade ?? null,
    change.periodicidade !== undefined,
    change.intervaloHoras ?? null,
    change.intervaloHoras !== undefined,
    change.justificativa ?? null,
    change.justificativa !== undefined,
    change.ativo ?? null,
  ];
}

/** A unit with what its plan's header shows. */
export interface UnitPlanRow extends PlanUnitRow {
  inicioPlano: string;
  /** false: the unit's plan is suspended (`plano_unidade.ativo`). */
  planoAtivo: boolean;
  /** The ingested visit cadence (`equipamento.periodicidade`). */
  periodicidadeVisita: Periodicity | null;
}

/** One activity of a unit's plan (view `plano_atividade`), with the unit it belongs to. */
export type PlanActivityRow = UnitPlanActivity & { equipamentoId: string };

/**
 * The plan's start of a unit `e` (equipamento): the view `plano_atividade`'s; for a unit
 * whose plan has no activity (not in the view), as the view would read it: its own
 * (`plano_unidade` `pu`), else the later of its contract's (`c`) start and the day it
 * arrived, on the company's (`co`) clock.
 */
const PLAN_START = `coalesce(
  (SELECT pa.inicio FROM plano_atividade pa WHERE pa.empresa_id = e.empresa_id AND pa.equipamento_id = e.id LIMIT 1),
  pu.inicio, greatest(c.inicio, (e.criado_em AT TIME ZONE co.time_zone)::date))`;

/**
 * The activity catalogue (`atividade_catalogo`), the units' adjustments
 * (`atividade_unidade`), the units' plans (view `plano_atividade`, `plano_unidade`), the
 * activities' executions (`execucao_atividade`) and the cleaning products (`produto_limpeza`).
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
      `INSERT INTO atividade_catalogo (empresa_id, tipo_equipamento, componente, descricao, periodicidade, criterio, fonte, ordem,
                                       requisito_ambiente)
       SELECT $1, d.tipo, d.componente, d.descricao, d.periodicidade, d.criterio, d.fonte, d.ordem, d.requisito
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[])
           AS d (tipo, componente, descricao, periodicidade, criterio, fonte, ordem, requisito)
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
        rows.map((row) => row.requisitoAmbiente ?? null),
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

  /** Units of the company by id (or a contract's units), with their plan's header. */
  units(
    companyId: string,
    filter: { ids: string[] } | { contractId: string },
    manager?: EntityManager,
  ): Promise<UnitPlanRow[]> {
    const byContract = 'contractId' in filter;
    return executor(this.dataSource, manager).query(
      `SELECT e.id, e.codigo, e.tipo, to_char(${PLAN_START}, 'YYYY-MM-DD') AS "inicioPlano",
              coalesce(pu.ativo, true) AS "planoAtivo", e.periodicidade AS "periodicidadeVisita"
         FROM equipamento e
         JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
         JOIN companies co ON co.id = e.empresa_id
         LEFT JOIN plano_unidade pu ON pu.empresa_id = e.empresa_id AND pu.equipamento_id = e.id
        WHERE e.empresa_id = $1 AND ${byContract ? 'e.contrato_id = $2' : 'e.id = ANY($2::uuid[])'}
        ORDER BY e.setor NULLS LAST, e.codigo`,
      [companyId, byContract ? filter.contractId : filter.ids],
    );
  }

  /**
   * The plans of these units (view `plano_atividade`): the catalogue's activities in the
   * catalogue's order, then the unit's own, each with its last execution ("não se aplica" aside).
   */
  planActivities(
    companyId: string,
    equipmentIds: string[],
    manager?: EntityManager,
  ): Promise<PlanActivityRow[]> {
    return executor(this.dataSource, manager).query(
      `SELECT pa.equipamento_id AS "equipamentoId", pa.atividade_id AS "atividadeId", pa.componente, pa.descricao,
              pa.periodicidade, pa.intervalo_horas AS "intervaloHoras", pa.criterio, pa.fonte, pa.origem,
              pa.ajustada, pa.justificativa, pa.ativo,
              (SELECT to_char(max(x.data), 'YYYY-MM-DD') FROM execucao_atividade x
                WHERE x.empresa_id = pa.empresa_id AND x.equipamento_id = pa.equipamento_id
                  AND x.atividade_id = pa.atividade_id AND x.resultado <> 'NAO_SE_APLICA') AS "ultimaExecucao"
         FROM plano_atividade pa
        WHERE pa.empresa_id = $1 AND pa.equipamento_id = ANY($2::uuid[])
        ORDER BY pa.equipamento_id, pa.origem, pa.ordem, pa.criado_em, pa.descricao`,
      [companyId, equipmentIds],
    );
  }

  /**
   * Sets the unit's plan start or suspends/resumes it (`plano_unidade`); a unit without a
   * row of its own gets one from `inicio` (its current start when not changed).
   */
  async savePlan(
    companyId: string,
    equipmentId: string,
    change: { inicio: string; ativo?: boolean },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO plano_unidade (empresa_id, equipamento_id, inicio, ativo) VALUES ($1, $2, $3, coalesce($4, true))
       ON CONFLICT (empresa_id, equipamento_id) DO UPDATE SET
         inicio = EXCLUDED.inicio, ativo = coalesce($4, plano_unidade.ativo), atualizado_em = now()`,
      [companyId, equipmentId, change.inicio, change.ativo ?? null],
    );
  }

  /**
   * The unit's adjustment of a catalogue activity (another periodicity or hour interval, a
   * justification, switched off/on): a field left undefined keeps its value; null clears it.
   */
  async adjust(
    companyId: string,
    equipmentId: string,
    activityId: string,
    change: ActivityChange,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO atividade_unidade (empresa_id, equipamento_id, atividade_id, periodicidade, intervalo_horas, justificativa, ativo)
       VALUES ($1, $2, $3, $4::text, $6::int, $8::text, coalesce($10::boolean, true))
       ON CONFLICT (empresa_id, equipamento_id, atividade_id) DO UPDATE SET
         periodicidade = CASE WHEN $5::boolean THEN EXCLUDED.periodicidade ELSE atividade_unidade.periodicidade END,
         intervalo_horas = CASE WHEN $7::boolean THEN EXCLUDED.intervalo_horas ELSE atividade_unidade.intervalo_horas END,
         justificativa = CASE WHEN $9::boolean THEN EXCLUDED.justificativa ELSE atividade_unidade.justificativa END,
         ativo = coalesce($10, atividade_unidade.ativo), atualizado_em = now()`,
      [companyId, equipmentId, activityId, ...changeParams(change)],
    );
  }

  /** Changes the unit's own extra activity (null clears the hour interval or the justification); false when it is not the unit's. */
  async updateExtra(
    companyId: string,
    equipmentId: string,
    id: string,
    change: ActivityChange,
  ): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE atividade_unidade SET periodicidade = CASE WHEN $5::boolean AND $4::text IS NOT NULL THEN $4::text ELSE periodicidade END,
              intervalo_horas = CASE WHEN $7::boolean THEN $6::int ELSE intervalo_horas END,
              justificativa = CASE WHEN $9::boolean THEN $8::text ELSE justificativa END,
              ativo = coalesce($10::boolean, ativo), atualizado_em = now()
        WHERE empresa_id = $1 AND equipamento_id = $2 AND id = $3 AND atividade_id IS NULL RETURNING id`,
      [companyId, equipmentId, id, ...changeParams(change)],
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
      intervaloHoras: number | null;
      justificativa: string | null;
    },
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO atividade_unidade (empresa_id, equipamento_id, componente, descricao, periodicidade, criterio,
                                      intervalo_horas, justificativa)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        companyId,
        equipmentId,
        activity.componente,
        activity.descricao,
        activity.periodicidade,
        activity.criterio,
        activity.intervaloHoras,
        activity.justificativa,
      ],
    );
  }

  /**
   * The last day each activity of the unit was executed (`execucao_atividade`, any
   * result; on orders other than `exceptOrderId`; before `before` when given). A unit with
   * no execution recorded at all takes its ingested `ultima_preventiva` as the last
   * execution of every activity (history from before the platform), as the grid's walk does.
   */
  async lastExecutions(
    scope: { companyId: string },
    equipmentId: string,
    options: { exceptOrderId?: string | null; before?: string | null },
    manager?: EntityManager,
  ): Promise<Map<string, string>> {
    const rows: Array<{ atividadeId: string; data: string | null }> = await executor(
      this.dataSource,
      manager,
    ).query(
      `SELECT pa.atividade_id AS "atividadeId",
              to_char(coalesce(
                (SELECT max(x.data) FROM execucao_atividade x
                  WHERE x.empresa_id = pa.empresa_id AND x.equipamento_id = pa.equipamento_id AND x.atividade_id = pa.atividade_id
                    AND ($3::uuid IS NULL OR x.ordem_servico_id IS DISTINCT FROM $3::uuid)
                    AND ($4::date IS NULL OR x.data < $4::date)),
                CASE WHEN NOT EXISTS (SELECT 1 FROM execucao_atividade h WHERE h.empresa_id = e.empresa_id AND h.equipamento_id = e.id)
                     THEN e.ultima_preventiva END), 'YYYY-MM-DD') AS data
         FROM plano_atividade pa
         JOIN equipamento e ON e.empresa_id = pa.empresa_id AND e.id = pa.equipamento_id
        WHERE pa.empresa_id = $1 AND pa.equipamento_id = $2`,
      [scope.companyId, equipmentId, options.exceptOrderId ?? null, options.before ?? null],
    );
    return new Map(
      rows.flatMap((row) => (row.data === null ? [] : [[row.atividadeId, row.data] as const])),
    );
  }

  /**
   * Records executions of the unit's activities on a day (conforme), on an order or by
   * hand; one already recorded on the same order, or by hand on the same day, is left as
   * it is. Returns the activities recorded.
   */
  async insertExecutions(
    companyId: string,
    equipmentId: string,
    values: { data: string; atividades: string[]; ordemServicoId: string | null },
  ): Promise<string[]> {
    const rows: Array<{ atividadeId: string }> = await this.dataSource.query(
      `INSERT INTO execucao_atividade (empresa_id, equipamento_id, atividade_id, data, ordem_servico_id, resultado)
       SELECT $1, $2, a.id, $3, $4, 'CONFORME' FROM unnest($5::uuid[]) AS a (id)
        WHERE $4::uuid IS NOT NULL
           OR NOT EXISTS (SELECT 1 FROM execucao_atividade x WHERE x.empresa_id = $1 AND x.equipamento_id = $2
                           AND x.atividade_id = a.id AND x.data = $3 AND x.ordem_servico_id IS NULL)
       ON CONFLICT DO NOTHING RETURNING atividade_id AS "atividadeId"`,
      [companyId, equipmentId, values.data, values.ordemServicoId, values.atividades],
    );
    return rows.map((row) => row.atividadeId);
  }

  /** Whether the order is one of the unit's. */
  async isOrderOf(companyId: string, orderId: string, equipmentId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ordem_servico WHERE empresa_id = $1 AND id = $2 AND equipamento_id = $3`,
      [companyId, orderId, equipmentId],
    );
    return rows.length > 0;
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
