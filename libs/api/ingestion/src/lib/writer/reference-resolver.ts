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
    // A retirable target says whether it is retired (the row is linked, with a warning).
    const retired = target.desativavel ? ', desativado_em IS NOT NULL AS retired' : '';
    return [
      {
        field,
        fieldIndex,
        sql: namedStatement(
          `SELECT ${column} AS code, id${retired} FROM ${target.tabela} WHERE empresa_id = $1 AND ${column} = ANY($2::text[])`,
        ),
      },
    ];
  });
}

/** What one lookup found: code → id, and the codes whose record is retired. */
export interface ResolvedReferences {
  ids: Map<string, string>;
  retired: Set<string>;
}

/** The ids (and retired codes) of each lookup, from one query per reference field that the batch uses. */
export async function resolveReferences(
  sql: SqlRunner,
  companyId: string,
  lookups: ReferenceLookup[],
  rows: ReadonlyArray<{ columns: readonly unknown[] }>,
): Promise<ResolvedReferences[]> {
  return Promise.all(
    lookups.map(async (lookup) => {
      const codes = new Set<unknown>();
      for (const row of rows) {
        const code = row.columns[lookup.fieldIndex];
        if (code !== null) codes.add(code);
      }
      const resolved: ResolvedReferences = { ids: new Map(), retired: new Set() };
      if (codes.size === 0) return resolved;
      const found: Array<{ code: string; id: string; retired?: boolean }> = await sql.query(
        lookup.sql,
        [companyId, [...codes]],
      );
      for (const row of found) {
        resolved.ids.set(row.code, row.id);
        if (row.retired) resolved.retired.add(row.code);
      }
      return resolved;
    }),
  );
}
