import { namedStatement, type NamedStatement } from '@campo/platform';
import type { EntityDefinition } from '../registry/entity-registry';
import { ColumnEncoder, columnEncoder } from './binary-arrays';

/**
 * The set-based statements of one entity, built once from the registry. Every
 * statement takes the company id as $1 and one typed array per column, so its
 * text is fixed whatever the batch size and far from the parameter limit.
 *
 * Columns, in order: each field's column, then each reference's id column.
 *
 * The writes return only the rows they touched, identified by their key (`k0`,
 * `k1`... as text): the writer matches them to the batch's rows by key, and looks
 * up the ids of the others (unchanged rows, duplicates) with `existingIds`, only
 * when there are any. Joining the input back to the written rows inside the
 * statement (a materialized CTE and a hash join) cost PostgreSQL ~6 µs per row,
 * a fifth of the write itself.
 *
 * Each statement is prepared once per connection (NamedStatement): their plans
 * do not depend on the values (an unnest scan; lookups that always probe the
 * unique index), so PostgreSQL's generic plan is as good as a fresh one.
 */
export interface EntitySql {
  /** Array parameter types, in column order. */
  columnTypes: string[];
  /** How each column's values become its parameter, in column order. */
  encoders: ColumnEncoder[];
  /** Positions of the key fields among the columns, in key order. */
  keyColumns: number[];
  /** Returns `id`, `created` and the keys of the rows it inserted or changed. */
  upsert: NamedStatement;
  /** Returns `id` and the keys of the rows it inserted. */
  insert: NamedStatement;
  /** $1 company, then one array per key field: `id` and the keys of the rows that exist. */
  existingIds: NamedStatement;
  /** Existing id of each input row and whether its stored values differ (preview). */
  preview: NamedStatement;
}

/** How a key column comes back as text equal to the row's key as the validator stored it. */
const KEY_AS_TEXT: Record<string, (column: string) => string> = {
  text: (column) => column,
  date: (column) => `to_char(${column}, 'YYYY-MM-DD')`,
};

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
  // A field kept when absent takes the row's value only when it brings one (see FieldOptions).
  const kept = new Set(
    entity.fields.filter((field) => field.mantidoSeAusente).map((field) => field.coluna),
  );
  const incoming = (name: string, input: string, stored: string) =>
    kept.has(name) ? `coalesce(${input}.${name}, ${stored}.${name})` : `${input}.${name}`;
  const returnedKeys = (alias: string) =>
    entity.keyFields
      .map((field, index) => {
        const asText = KEY_AS_TEXT[field.pgType];
        if (!asText)
          throw new Error(
            `${entity.nome}: chave ${field.campo} do tipo ${field.pgType} não suportada pelo escritor`,
          );
        return `${asText(`${alias}.${field.coluna}`)} AS k${index}`;
      })
      .join(', ');

  const arrays = (types: string[], first: number) =>
    types.map((type, index) => `$${index + first}::${type}[]`).join(', ');
  // Rows are written in the batch's order (sorted by key, so concurrent batches lock rows in the same order).
  const insertInto = `INSERT INTO ${table} AS t (empresa_id, ${names.join(', ')})
    SELECT $1, ${names.join(', ')} FROM unnest(${arrays(
      columns.map((column) => column.type),
      2,
    )}) WITH ORDINALITY AS i(${names.join(', ')}, ord)
     ORDER BY ord`;

  const upsert = `${insertInto}
    ON CONFLICT (empresa_id, ${keys.join(', ')}) DO UPDATE
      SET ${nonKeys.map((name) => `${name} = ${incoming(name, 'EXCLUDED', 't')}`).join(', ')}, atualizado_em = now()
      WHERE (${nonKeys.map((name) => `t.${name}`).join(', ')}) IS DISTINCT FROM (${nonKeys.map((name) => incoming(name, 'EXCLUDED', 't')).join(', ')})
    RETURNING t.id, (t.xmax = 0) AS created, ${returnedKeys('t')}`;

  const insert = `${insertInto}
    ON CONFLICT (empresa_id, ${keys.join(', ')}) DO NOTHING
    RETURNING t.id, ${returnedKeys('t')}`;

  // The lookups below go row by row through the unique index on purpose (a LATERAL with LIMIT
  // is never turned into a join): as a plain join, once the table passes ~150,000 rows the
  // planner starts to prefer hashing the batch and scanning the whole table (random_page_cost
  // = 4 prices 500 index probes above one sequential scan), and a batch then costs PostgreSQL
  // ~60 ms instead of ~4 ms. The benchmark's tables cross that size mid-run.
  const lookup = (join: 'JOIN' | 'LEFT JOIN', input: string) => `${join} LATERAL (
      SELECT * FROM ${table} e WHERE e.empresa_id = $1 AND ${keys.map((key) => `e.${key} = ${input}.${key}`).join(' AND ')} LIMIT 1
    ) e ON true`;

  const existingIds = `SELECT e.id, ${returnedKeys('e')}
    FROM unnest(${arrays(
      entity.keyFields.map((field) => field.pgType),
      2,
    )}) AS k(${keys.join(', ')})
    ${lookup('JOIN', 'k')}`;

  const preview = `SELECT i.ord::int AS ord, e.id,
         CASE WHEN e.id IS NULL THEN 'CRIADO'
              WHEN (${nonKeys.map((name) => `e.${name}`).join(', ')}) IS DISTINCT FROM (${nonKeys.map((name) => incoming(name, 'i', 'e')).join(', ')}) THEN 'ATUALIZADO'
              ELSE 'INALTERADO' END AS acao
    FROM unnest(${arrays(
      columns.map((column) => column.type),
      2,
    )}) WITH ORDINALITY AS i(${names.join(', ')}, ord)
    ${lookup('LEFT JOIN', 'i')}`;

  return {
    columnTypes: columns.map((column) => column.type),
    encoders: columns.map((column) => columnEncoder(column.type)),
    keyColumns: entity.keyFields.map((field) => names.indexOf(field.coluna)),
    upsert: namedStatement(upsert),
    insert: namedStatement(insert),
    existingIds: namedStatement(existingIds),
    preview: namedStatement(preview),
  };
}
