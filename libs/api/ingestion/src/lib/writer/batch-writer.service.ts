import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { IngestionMode } from '@campo/contracts';
import type { EntitySql } from './entity-sql';
import type { PreparedRow, WriteOutcome } from './batch.types';

/**
 * Writes the valid rows of a batch with one set-based statement; if the data
 * makes that statement fail, the batch is retried one row at a time under
 * savepoints, so only the offending row is refused.
 */
@Injectable()
export class BatchWriter {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reads outside a transaction (preview writes nothing). */
  previewManager(): EntityManager {
    return this.dataSource.manager;
  }

  /** Runs `work` in one transaction (the write and the import history commit together). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * All rows in one statement. A failure caused by the data (a value or constraint
   * the validation did not foresee) is thrown as BatchStatementFailed: the caller
   * rolls back and calls writeRowByRow in a new transaction. Anything else (the
   * database is unreachable, say) propagates as is.
   */
  async write(manager: EntityManager, sql: EntitySql, mode: IngestionMode, companyId: string, rows: PreparedRow[]) {
    const outcomes = new Map<PreparedRow, WriteOutcome>();
    if (rows.length === 0) return outcomes;
    try {
      const result: Array<{ ord: number; id: string; acao: WriteOutcome['acao'] }> = await manager.query(
        mode === 'UPSERT' ? sql.upsert : sql.insert,
        [companyId, ...columnArrays(sql, rows)],
      );
      for (const row of result) outcomes.set(rows[row.ord - 1], { id: row.id, acao: row.acao });
      return outcomes;
    } catch (error) {
      if (isDataError(error)) throw new BatchStatementFailed(error);
      throw error;
    }
  }

  /** One row at a time under savepoints, so only the rows the database refuses are refused. */
  async writeRowByRow(manager: EntityManager, sql: EntitySql, mode: IngestionMode, companyId: string, rows: PreparedRow[]) {
    const outcomes = new Map<PreparedRow, WriteOutcome | { error: string }>();
    const statement = mode === 'UPSERT' ? sql.upsert : sql.insert;
    for (const row of rows) {
      await manager.query('SAVEPOINT linha');
      try {
        const [result] = await manager.query(statement, [companyId, ...columnArrays(sql, [row])]);
        outcomes.set(row, { id: result.id, acao: result.acao });
        await manager.query('RELEASE SAVEPOINT linha');
      } catch (error) {
        if (!isDataError(error)) throw error;
        await manager.query('ROLLBACK TO SAVEPOINT linha');
        outcomes.set(row, { error: `não foi possível gravar a linha: ${describeDatabaseError(error)}` });
      }
    }
    return outcomes;
  }

  /** What the rows would become, without writing (preview). */
  async preview(sql: EntitySql, mode: IngestionMode, companyId: string, rows: PreparedRow[]) {
    const outcomes = new Map<PreparedRow, WriteOutcome>();
    if (rows.length === 0) return outcomes;
    const result: Array<{ ord: number; id: string | null; acao: WriteOutcome['acao'] }> = await this.dataSource.query(
      sql.preview,
      [companyId, ...columnArrays(sql, rows)],
    );
    for (const row of result) {
      const acao = mode === 'INSERT' && row.id ? 'DUPLICADO' : row.acao;
      outcomes.set(rows[row.ord - 1], { id: row.id as string, acao });
    }
    return outcomes;
  }
}

/** The set-based statement failed because of the data; retry row by row. */
export class BatchStatementFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('A gravação do lote falhou por causa dos dados');
  }
}

/** Errors about the data (SQLSTATE classes 22 and 23), as opposed to the connection or the server. */
function isDataError(error: unknown) {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}

/** One array per column, in EntitySql column order. */
function columnArrays(sql: EntitySql, rows: PreparedRow[]) {
  return sql.columnTypes.map((_type, column) => rows.map((row) => row.columns[column]));
}

/** A database error in words a client can act on, without internals. */
function describeDatabaseError(error: unknown) {
  const code = (error as { code?: string }).code;
  switch (code) {
    case '22003':
      return 'valor numérico fora do intervalo aceito';
    case '22001':
      return 'texto longo demais';
    case '23503':
      return 'registro referenciado não existe mais';
    case '23505':
      return 'conflito com um registro gravado ao mesmo tempo; reenvie a linha';
    default:
      return 'valor recusado pelo banco de dados';
  }
}
