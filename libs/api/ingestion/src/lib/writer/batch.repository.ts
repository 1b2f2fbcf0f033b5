import { Injectable } from '@nestjs/common';
import type { IngestionMode } from '@campo/contracts';
import { SqlPool, type SqlRunner } from '@campo/platform';
import type { EntitySql } from './entity-sql';
import type { PreparedRow, WriteOutcome } from './batch.types';

/** A row the write statement inserted or changed: its id and its key (`k0`, `k1`…). */
export type WrittenRow = Record<string, unknown> & { id: string; created?: boolean };

/** A row that already exists: its id and its key. */
export type ExistingRow = Record<string, unknown> & { id: string };

/**
 * The SQL of a batch write: an entity's set-based statements (compiled once from
 * the registry, entity-sql.ts) run with one typed array per column on the SQL pool,
 * and the savepoints of the row-by-row retry. Statements run on the runner they are
 * given (the batch's transaction); `reader` and `transaction` hand out the pool's.
 */
@Injectable()
export class BatchRepository {
  constructor(private readonly pool: SqlPool) {}

  /** Reads outside a transaction (preview writes nothing). */
  get reader(): SqlRunner {
    return this.pool;
  }

  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    return this.pool.transaction(work);
  }

  /** The upsert or insert of the rows: returns only the rows it touched. */
  write(
    runner: SqlRunner,
    sql: EntitySql,
    mode: IngestionMode,
    companyId: string,
    rows: PreparedRow[],
  ): Promise<WrittenRow[]> {
    return runner.query(mode === 'UPSERT' ? sql.upsert : sql.insert, [
      companyId,
      ...columnArrays(sql, rows),
    ]);
  }

  /** The ids of the rows, by key, that exist already. */
  existingIds(
    runner: SqlRunner,
    sql: EntitySql,
    companyId: string,
    rows: PreparedRow[],
  ): Promise<ExistingRow[]> {
    return runner.query(sql.existingIds, [companyId, ...keyArrays(sql, rows)]);
  }

  /** Each input row's existing id (1-based `ord`) and what writing it would do. */
  preview(
    sql: EntitySql,
    companyId: string,
    rows: PreparedRow[],
  ): Promise<Array<{ ord: number; id: string | null; acao: WriteOutcome['acao'] }>> {
    return this.pool.query(sql.preview, [companyId, ...columnArrays(sql, rows)]);
  }

  async savepoint(runner: SqlRunner) {
    await runner.query('SAVEPOINT linha');
  }

  async releaseSavepoint(runner: SqlRunner) {
    await runner.query('RELEASE SAVEPOINT linha');
  }

  async rollbackToSavepoint(runner: SqlRunner) {
    await runner.query('ROLLBACK TO SAVEPOINT linha');
  }
}

/** One array parameter per key field, for the rows given. */
function keyArrays(sql: EntitySql, rows: PreparedRow[]) {
  return sql.keyColumns.map((column) =>
    sql.encoders[column](rows.map((row) => row.columns[column])),
  );
}

/** One array parameter per column, in EntitySql column order. */
function columnArrays(sql: EntitySql, rows: PreparedRow[]) {
  return sql.encoders.map((encode, column) => encode(rows.map((row) => row.columns[column])));
}
