import { Injectable } from '@nestjs/common';
import type { IngestionMode } from '@campo/contracts';
import { appRefusal, type SqlRunner } from '@campo/platform';
import type { EntitySql } from './entity-sql';
import { joinKey, type PreparedRow } from './batch.types';
import { BatchRepository } from './batch.repository';

/**
 * Writes the valid rows of a batch with one set-based statement; if the data
 * makes that statement fail, the batch is retried one row at a time under
 * savepoints, so only the offending row is refused. What happened to each row
 * is set on it (`outcome`; a refusal, in its `errors`).
 */
@Injectable()
export class BatchWriter {
  constructor(private readonly batches: BatchRepository) {}

  /** Reads outside a transaction (preview writes nothing). */
  get reader(): SqlRunner {
    return this.batches.reader;
  }

  /** Runs `work` in one transaction (the write and the import history commit together). */
  transaction<T>(work: (sql: SqlRunner) => Promise<T>): Promise<T> {
    return this.batches.transaction(work);
  }

  /**
   * All rows in one statement. A failure caused by the data (a value or constraint
   * the validation did not foresee) is thrown as BatchStatementFailed: the caller
   * rolls back and calls writeRowByRow in a new transaction. Anything else (the
   * database is unreachable, say) propagates as is.
   */
  async write(
    runner: SqlRunner,
    sql: EntitySql,
    mode: IngestionMode,
    companyId: string,
    rows: PreparedRow[],
  ) {
    if (rows.length === 0) return;
    try {
      await this.writeRows(runner, sql, mode, companyId, rows);
    } catch (error) {
      if (isDataError(error)) throw new BatchStatementFailed(error);
      throw error;
    }
  }

  /** One row at a time under savepoints, so only the rows the database refuses are refused. */
  async writeRowByRow(
    runner: SqlRunner,
    sql: EntitySql,
    mode: IngestionMode,
    companyId: string,
    rows: PreparedRow[],
  ) {
    for (const row of rows) {
      await this.batches.savepoint(runner);
      try {
        await this.writeRows(runner, sql, mode, companyId, [row]);
        await this.batches.releaseSavepoint(runner);
      } catch (error) {
        if (!isDataError(error)) throw error;
        await this.batches.rollbackToSavepoint(runner);
        const refusal = appRefusal(error);
        row.errors.push(
          refusal
            ? `${refusal.codigo}: ${refusal.erro}`
            : `não foi possível gravar a linha: ${describeDatabaseError(error)}`,
        );
      }
    }
  }

  /** What the rows would become, without writing (preview). */
  async preview(sql: EntitySql, mode: IngestionMode, companyId: string, rows: PreparedRow[]) {
    if (rows.length === 0) return;
    const result = await this.batches.preview(sql, companyId, rows);
    for (const row of result) {
      const acao = mode === 'INSERT' && row.id ? 'DUPLICADO' : row.acao;
      rows[row.ord - 1].outcome = { id: row.id, acao };
    }
  }

  /**
   * The write statement; then, only if it left rows untouched (unchanged in UPSERT,
   * already stored in INSERT), the ids of those rows. Rows come back by key.
   */
  private async writeRows(
    runner: SqlRunner,
    sql: EntitySql,
    mode: IngestionMode,
    companyId: string,
    rows: PreparedRow[],
  ) {
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const rowOf = (result: Record<string, unknown>) => {
      const row = byKey.get(returnedKey(sql, result));
      if (!row)
        throw new Error('Linha devolvida pelo banco não corresponde a nenhuma chave do lote');
      return row;
    };
    const written = await this.batches.write(runner, sql, mode, companyId, rows);
    for (const result of written)
      rowOf(result).outcome = {
        id: result.id,
        acao: mode === 'INSERT' || result.created ? 'CRIADO' : 'ATUALIZADO',
      };
    if (written.length === rows.length) return;

    const untouched = rows.filter((row) => !row.outcome);
    const existing = await this.batches.existingIds(runner, sql, companyId, untouched);
    const ids = new Map(existing.map((result) => [rowOf(result), result.id]));
    for (const row of untouched)
      row.outcome = {
        id: ids.get(row) ?? null,
        acao: mode === 'UPSERT' ? 'INALTERADO' : 'DUPLICADO',
      };
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

/** The key of a returned row (`k0`, `k1`...), as PreparedRow.key writes it. */
function returnedKey(sql: EntitySql, result: Record<string, unknown>) {
  return joinKey(sql.keyColumns.map((_column, index) => result[`k${index}`]));
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
