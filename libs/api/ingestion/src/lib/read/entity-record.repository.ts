import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RecordSituation } from '@campo/contracts';
import type { EntityDefinition, FieldDefinition } from '../registry/entity-registry';

/** A stored row of an entity's table, by column. */
export type EntityRow = Record<string, unknown> & {
  id: string;
  criado_em: Date;
  atualizado_em: Date;
};

/** A column of the entity's table (from the registry) and its direction. */
export interface RecordOrder {
  column: string;
  descending: boolean;
}

/**
 * The SQL that reads the stored records of any registry entity, always within one
 * company. Table and column names come from the registry, never from a request;
 * values are parameters.
 */
@Injectable()
export class EntityRecordRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page of the rows equal to every filter (and, for an entity whose records can be
   * retired, in the situation asked), ordered by `page.order` (empty values last) and then
   * by the entity's key; and how many match.
   */
  async page(
    entity: EntityDefinition,
    companyId: string,
    filters: Array<{ field: FieldDefinition; value: unknown }>,
    page: { limit: number; offset: number; order?: RecordOrder },
    situation?: RecordSituation,
    /** A `LIKE` pattern for the entity's `searchExpression` (`searchPattern`). */
    search?: string,
  ): Promise<{ total: number; rows: EntityRow[] }> {
    const conditions = ['empresa_id = $1'];
    const params: unknown[] = [companyId];
    for (const { field, value } of filters) {
      params.push(value);
      conditions.push(`${field.coluna} = $${params.length}`);
    }
    if (search && entity.searchExpression) {
      params.push(search);
      conditions.push(`${entity.searchExpression} LIKE campo_busca($${params.length})`);
    }
    if (situation) conditions.push(`desativado_em IS ${situation === 'ativos' ? '' : 'NOT '}NULL`);
    const where = conditions.join(' AND ');
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${entity.tabela} WHERE ${where}`,
      params,
    );
    const order = [
      ...(page.order
        ? [`${page.order.column} ${page.order.descending ? 'DESC' : 'ASC'} NULLS LAST`]
        : []),
      ...entity.keyFields.map((key) => key.coluna),
    ].join(', ');
    const rows = await this.dataSource.query(
      `SELECT * FROM ${entity.tabela} WHERE ${where} ORDER BY ${order}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { total, rows };
  }

  /** The `column` of the entity's records with these ids, by id (a referred record's name). */
  async valuesById(
    entity: EntityDefinition,
    column: string,
    companyId: string,
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    const rows: Array<{ id: string; value: string | null }> = await this.dataSource.query(
      `SELECT id, ${column} AS value FROM ${entity.tabela} WHERE empresa_id = $1 AND id = ANY($2::uuid[])`,
      [companyId, ids],
    );
    return new Map(
      rows.filter((row) => row.value).map((row) => [row.id, row.value as string] as const),
    );
  }

  async find(
    entity: EntityDefinition,
    companyId: string,
    id: string,
  ): Promise<EntityRow | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT * FROM ${entity.tabela} WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row;
  }

  /**
   * Retires an active record (`by` names who) or reactivates a retired one (`by` null).
   * Answers whether the record changed: false when it already was in that state.
   */
  async setRetirement(
    entity: EntityDefinition,
    companyId: string,
    id: string,
    by: string | null,
    manager: EntityManager,
  ): Promise<boolean> {
    return setRetirement(manager, entity.tabela, companyId, id, by);
  }
}

/**
 * Retires an active row of a retirable table (`by` names who; `desativado_em` and
 * `desativado_por` columns) or reactivates a retired one (`by` null). Whether the row
 * changed: false when it already was in that state. Shared with the other retirable tables.
 */
export async function setRetirement(
  manager: EntityManager,
  table: string,
  companyId: string,
  id: string,
  by: string | null,
): Promise<boolean> {
  // Selected from a CTE: an UPDATE's own RETURNING comes back from TypeORM as [rows, count].
  const [{ changed }]: Array<{ changed: boolean }> = await manager.query(
    `WITH changed AS (
       UPDATE ${table}
          SET desativado_em = CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, desativado_por = $3, atualizado_em = now()
        WHERE empresa_id = $1 AND id = $2 AND (desativado_em IS NULL) = ($3::text IS NOT NULL)
        RETURNING id)
     SELECT count(*) > 0 AS changed FROM changed`,
    [companyId, id, by],
  );
  return changed;
}
