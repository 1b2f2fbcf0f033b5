import { namedStatement, type NamedStatement, type SqlRunner } from '@campo/platform';
import type {
  EntityDefinition,
  EntityRegistry,
  FieldDefinition,
} from '../registry/entity-registry';

/** One lookup per reference field: the ids of the codes (or user e-mails) a batch mentions. */
export interface ReferenceLookup {
  field: FieldDefinition;
  fieldIndex: number;
  sql: NamedStatement;
}

export function buildReferenceLookups(
  entity: EntityDefinition,
  registry: EntityRegistry,
): ReferenceLookup[] {
  return entity.fields.flatMap((field, fieldIndex) => {
    const reference = field.referencia;
    if (!reference) return [];
    if (reference.entidade === 'usuario') {
      return [
        {
          field,
          fieldIndex,
          sql: namedStatement(
            `SELECT email AS code, id FROM users WHERE empresa_id = $1 AND email = ANY($2::text[])`,
          ),
        },
      ];
    }
    const target = registry.get(reference.entidade)!;
    const column = target.fieldsByCampo.get(reference.campo!)!.coluna;
    return [
      {
        field,
        fieldIndex,
        sql: namedStatement(
          `SELECT ${column} AS code, id FROM ${target.tabela} WHERE empresa_id = $1 AND ${column} = ANY($2::text[])`,
        ),
      },
    ];
  });
}

/** code → id for each lookup, from one query per reference field that the batch uses. */
export async function resolveReferences(
  sql: SqlRunner,
  companyId: string,
  lookups: ReferenceLookup[],
  rows: ReadonlyArray<{ columns: readonly unknown[] }>,
): Promise<Array<Map<string, string>>> {
  return Promise.all(
    lookups.map(async (lookup) => {
      const codes = new Set<unknown>();
      for (const row of rows) {
        const code = row.columns[lookup.fieldIndex];
        if (code !== null) codes.add(code);
      }
      if (codes.size === 0) return new Map<string, string>();
      const found: Array<{ code: string; id: string }> = await sql.query(lookup.sql, [
        companyId,
        [...codes],
      ]);
      return new Map(found.map((row) => [row.code, row.id]));
    }),
  );
}
