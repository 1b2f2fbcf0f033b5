import type { EntityDefinition } from '../registry/entity-registry';

/**
 * The set-based statements of one entity, built once from the registry. Every
 * statement takes the company id as $1 and one typed array per column, so its
 * text is fixed whatever the batch size and far from the parameter limit.
 *
 * Columns, in order: each field's column, then each reference's id column.
 */
export interface EntitySql {
  /** Array parameter types, in column order. */
  columnTypes: string[];
  upsert: string;
  insert: string;
  /** Existing id of each input row and whether its stored values differ (preview). */
  preview: string;
}

export function buildEntitySql(entity: EntityDefinition): EntitySql {
  const columns = [
    ...entity.fields.map((field) => ({ name: field.coluna, type: field.pgType })),
    ...entity.fields
      .filter((field) => field.colunaReferencia)
      .map((field) => ({ name: field.colunaReferencia as string, type: 'uuid' })),
  ];
  const names = columns.map((column) => column.name);
  const keys = entity.keyFields.map((field) => field.coluna);
  const table = entity.tabela;
  const nonKeys = names.filter((name) => !keys.includes(name));

  const input = `input AS (
    SELECT * FROM unnest(${columns.map((column, index) => `$${index + 2}::${column.type}[]`).join(', ')})
      WITH ORDINALITY AS i(${names.join(', ')}, ord)
  )`;
  const keyJoin = (left: string, right: string) => keys.map((key) => `${left}.${key} = ${right}.${key}`).join(' AND ');
  const insertInto = `INSERT INTO ${table} AS t (empresa_id, ${names.join(', ')})
    SELECT $1, ${names.join(', ')} FROM input ORDER BY ord`;
  const existing = `LEFT JOIN ${table} e ON e.empresa_id = $1 AND ${keyJoin('e', 'i')}`;
  // Only rows the statement did not return (unchanged, duplicates) need their existing id:
  // coalesce evaluates the lookup for those rows alone.
  const existingId = `(SELECT e.id FROM ${table} e WHERE e.empresa_id = $1 AND ${keyJoin('e', 'i')})`;

  const upsert = `WITH ${input},
  written AS (
    ${insertInto}
    ON CONFLICT (empresa_id, ${keys.join(', ')}) DO UPDATE
      SET ${nonKeys.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, atualizado_em = now()
      WHERE (${nonKeys.map((name) => `t.${name}`).join(', ')}) IS DISTINCT FROM (${nonKeys.map((name) => `EXCLUDED.${name}`).join(', ')})
    RETURNING t.id, ${keys.map((key) => `t.${key}`).join(', ')}, (t.xmax = 0) AS created
  )
  SELECT i.ord::int AS ord, coalesce(w.id, ${existingId}) AS id,
         CASE WHEN w.id IS NULL THEN 'INALTERADO' WHEN w.created THEN 'CRIADO' ELSE 'ATUALIZADO' END AS acao
    FROM input i
    LEFT JOIN written w ON ${keyJoin('w', 'i')}`;

  const insert = `WITH ${input},
  written AS (
    ${insertInto}
    ON CONFLICT (empresa_id, ${keys.join(', ')}) DO NOTHING
    RETURNING t.id, ${keys.map((key) => `t.${key}`).join(', ')}
  )
  SELECT i.ord::int AS ord, coalesce(w.id, ${existingId}) AS id,
         CASE WHEN w.id IS NULL THEN 'DUPLICADO' ELSE 'CRIADO' END AS acao
    FROM input i
    LEFT JOIN written w ON ${keyJoin('w', 'i')}`;

  const preview = `WITH ${input}
  SELECT i.ord::int AS ord, e.id,
         CASE WHEN e.id IS NULL THEN 'CRIADO'
              WHEN (${nonKeys.map((name) => `e.${name}`).join(', ')}) IS DISTINCT FROM (${nonKeys.map((name) => `i.${name}`).join(', ')}) THEN 'ATUALIZADO'
              ELSE 'INALTERADO' END AS acao
    FROM input i
    ${existing}`;

  return { columnTypes: columns.map((column) => column.type), upsert, insert, preview };
}
