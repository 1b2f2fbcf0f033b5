import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PersonalColumn } from '../personal-data';

/** How a person is looked for: rows pointing to the user, or personal columns holding the e-mail or phone. */
export type SubjectMatch =
  | { kind: 'user'; userId: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; digits: string };

/** Columns never exported: secrets (hashes, sealed bodies) and binary contents. */
const SECRET_COLUMN = /(^|_)(hash|cifrad[oa]|conteudo|token)(_|$)|^password/;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
export const ROWS_PER_TABLE = 500;
/** Column types an e-mail or phone can be written in. */
const TEXTUAL = new Set(['text', 'character varying', 'ARRAY', 'jsonb', 'json']);

interface TableShape {
  columns: Map<string, string>;
}

/**
 * The SQL of a person's export: for each table the record of processing names, the rows
 * of the company that point to the user (its `userReferences`, or `id` in `users`) or whose
 * personal columns hold the e-mail or the phone's digits. Table and column names come from
 * the record, checked against the live schema; values are parameters.
 */
@Injectable()
export class PersonalDataFinderRepository {
  private shapes?: Promise<Map<string, TableShape>>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The rows of the table about the person; undefined when the table cannot be scoped to the company. */
  async rows(
    companyId: string,
    storage: PersonalColumn,
    match: SubjectMatch,
    db: DataSource | EntityManager = this.dataSource,
  ) {
    const shape = (await this.schema()).get(storage.table);
    if (!shape || !shape.columns.has('empresa_id') || !IDENTIFIER.test(storage.table))
      return undefined;
    const where = this.condition(storage, shape, match);
    if (!where) return { rows: [], truncated: false };
    const exported = [...shape.columns.entries()]
      .filter(([name, type]) => !SECRET_COLUMN.test(name) && type !== 'bytea')
      .map(([name]) => `"${name}"`);
    const rows: Array<Record<string, unknown>> = await db.query(
      `SELECT ${exported.join(', ')} FROM "${storage.table}" t
        WHERE t.empresa_id = $1 AND (${where}) LIMIT ${ROWS_PER_TABLE + 1}`,
      [
        companyId,
        match.kind === 'user' ? match.userId : match.kind === 'email' ? match.email : match.digits,
      ],
    );
    return { rows: rows.slice(0, ROWS_PER_TABLE), truncated: rows.length > ROWS_PER_TABLE };
  }

  /** The company's accounts the person is: the user by id, or every account with the e-mail. */
  async accounts(
    companyId: string,
    match: SubjectMatch,
  ): Promise<Array<{ id: string; email: string; role: string; active: boolean }>> {
    if (match.kind === 'phone') return [];
    return this.dataSource.query(
      `SELECT id, email, role, active FROM users
        WHERE empresa_id = $1 AND ${match.kind === 'user' ? 'id = $2' : 'email = $2'}`,
      [companyId, match.kind === 'user' ? match.userId : match.email],
    );
  }

  private condition(storage: PersonalColumn, shape: TableShape, match: SubjectMatch) {
    const known = (name: string) => shape.columns.has(name) && IDENTIFIER.test(name);
    if (match.kind === 'user') {
      const references = [...(storage.userReferences ?? [])];
      if (storage.table === 'users') references.push('id');
      const usable = references.filter(known);
      return usable.length ? usable.map((name) => `t."${name}"::text = $2`).join(' OR ') : null;
    }
    const usable = storage.columns.filter(
      (name) => known(name) && TEXTUAL.has(shape.columns.get(name) ?? ''),
    );
    if (!usable.length) return null;
    return usable
      .map((name) =>
        match.kind === 'email'
          ? `position($2 in lower(t."${name}"::text)) > 0`
          : `position($2 in regexp_replace(t."${name}"::text, '\\D', '', 'g')) > 0`,
      )
      .join(' OR ');
  }

  private schema() {
    this.shapes ??= this.dataSource
      .query(
        `SELECT table_name AS "table", column_name AS "column", data_type AS type
           FROM information_schema.columns WHERE table_schema = current_schema()`,
      )
      .then((rows: Array<{ table: string; column: string; type: string }>) => {
        const shapes = new Map<string, TableShape>();
        for (const row of rows) {
          const shape = shapes.get(row.table) ?? { columns: new Map() };
          shape.columns.set(row.column, row.type);
          shapes.set(row.table, shape);
        }
        return shapes;
      });
    return this.shapes;
  }
}
