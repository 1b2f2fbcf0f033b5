import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  ImportBatchRow,
  ImportBatchSummary,
  ImportDay,
  ImportHistorySort,
  RowStatus,
} from '@campo/contracts';
import { namedStatement, SqlPool, type SqlRunner } from '@campo/platform';
import type { BatchContext } from '../writer/batch.types';

export interface BatchCounts {
  totalLinhas: number;
  gravadas: number;
  criadas: number;
  atualizadas: number;
  inalteradas: number;
  duplicadas: number;
  recusadas: number;
  duracaoMs: number;
}

export interface HistoryRow {
  linha: number;
  status: RowStatus;
  erros: string[];
  aviso: string | null;
  dados: Record<string, unknown>;
}

export interface HistoryQuery {
  entidade?: string;
  token?: string;
  desde?: Date;
  ate?: Date;
  ordenar?: HistorySort;
  limit: number;
  offset: number;
}

export interface HistorySort {
  coluna: ImportHistorySort;
  decrescente: boolean;
}

/** The column behind each sortable field of a batch (names from here, never from a request). */
const SORT_COLUMNS: Record<ImportHistorySort, string> = {
  criadoEm: 'criado_em',
  entidade: 'entidade',
  origem: 'origem',
  totalLinhas: 'total_linhas',
  gravadas: 'gravadas',
  criadas: 'criadas',
  atualizadas: 'atualizadas',
  inalteradas: 'inalteradas',
  duplicadas: 'duplicadas',
  recusadas: 'recusadas',
  duracaoMs: 'duracao_ms',
};

/** A batch as stored: its time still a Date. */
export type BatchSummaryRow = Omit<ImportBatchSummary, 'criadoEm'> & { criadoEm: Date };

const SUMMARY_COLUMNS = `id AS "loteId", entidade, origem, token_id AS "tokenId", modo,
  total_linhas AS "totalLinhas", gravadas, criadas, atualizadas, inalteradas, duplicadas, recusadas,
  duracao_ms AS "duracaoMs", criado_em AS "criadoEm"`;

const RECORD_BATCH = namedStatement(`WITH batch AS (
    INSERT INTO import_batches (id, empresa_id, entidade, token_id, origem, modo, total_linhas, gravadas, criadas,
                                atualizadas, inalteradas, duplicadas, recusadas, duracao_ms, ip)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
    RETURNING id)
  INSERT INTO import_batch_rows (empresa_id, lote_id, linha, status, erros, aviso, dados)
  SELECT $2, (SELECT id FROM batch), r.linha, r.status, r.erros, r.aviso, r.dados
    FROM jsonb_to_recordset($16::jsonb) AS r(linha int, status text, erros text[], aviso text, dados jsonb)`);

/**
 * The SQL of the import history. The write runs on the runner it is given (the
 * batch's transaction on the SQL pool); the reads run on the data source.
 */
@Injectable()
export class ImportHistoryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sql: SqlPool,
  ) {}

  /** One statement: the batch record and its refused, warned and duplicate rows. */
  async record(
    batchId: string,
    context: BatchContext,
    counts: BatchCounts,
    rows: HistoryRow[],
    sql: SqlRunner = this.sql,
  ) {
    await sql.query(RECORD_BATCH, [
      batchId,
      context.companyId,
      context.entity,
      context.tokenId,
      context.origin,
      context.mode,
      counts.totalLinhas,
      counts.gravadas,
      counts.criadas,
      counts.atualizadas,
      counts.inalteradas,
      counts.duplicadas,
      counts.recusadas,
      counts.duracaoMs,
      context.ip,
      JSON.stringify(rows),
    ]);
  }

  /** A token's rows per local day, `days` days up to `today`, days without batches as zeros. */
  async daily(
    companyId: string,
    tokenId: string,
    scope: { today: string; days: number; timeZone: string },
  ): Promise<ImportDay[]> {
    return this.dataSource.query(
      `WITH days AS (
         SELECT d::date AS dia FROM generate_series($3::date - ($4::int - 1), $3::date, interval '1 day') d
       )
       SELECT to_char(d.dia, 'YYYY-MM-DD') AS dia,
              coalesce(sum(b.criadas + b.atualizadas), 0)::int AS aceitas,
              coalesce(sum(b.recusadas), 0)::int AS recusadas,
              coalesce(sum(b.inalteradas), 0)::int AS inalteradas
         FROM days d
         LEFT JOIN import_batches b ON b.empresa_id = $1 AND b.token_id = $2
               AND b.criado_em >= (d.dia::timestamp AT TIME ZONE $5)
               AND b.criado_em < ((d.dia + 1)::timestamp AT TIME ZONE $5)
        GROUP BY d.dia ORDER BY d.dia`,
      [companyId, tokenId, scope.today, scope.days, scope.timeZone],
    );
  }

  /** One page of the company's batches, newest first unless sorted otherwise, and how many match. */
  async list(
    companyId: string,
    query: HistoryQuery,
  ): Promise<{ total: number; itens: BatchSummaryRow[] }> {
    const conditions = ['empresa_id = $1'];
    const params: unknown[] = [companyId];
    const add = (condition: string, value: unknown) => {
      params.push(value);
      conditions.push(condition.replace('?', `$${params.length}`));
    };
    if (query.entidade) add('entidade = ?', query.entidade);
    if (query.token) add('token_id = ?', query.token);
    if (query.desde) add('criado_em >= ?', query.desde);
    if (query.ate) add('criado_em <= ?', query.ate);
    const where = conditions.join(' AND ');
    const sort = query.ordenar ?? { coluna: 'criadoEm', decrescente: true };
    // Ties (same entity, same count) newest first, then by id: a stable order across pages.
    const order = `${SORT_COLUMNS[sort.coluna]} ${sort.decrescente ? 'DESC' : 'ASC'}, criado_em DESC, id`;
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM import_batches WHERE ${where}`,
      params,
    );
    const itens = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM import_batches WHERE ${where}
        ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    return { total, itens };
  }

  async findBatch(
    companyId: string,
    batchId: string,
  ): Promise<(BatchSummaryRow & { ip: string | null }) | undefined> {
    const [batch] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, host(ip) AS ip FROM import_batches WHERE empresa_id = $1 AND id = $2`,
      [companyId, batchId],
    );
    return batch;
  }

  rows(companyId: string, batchId: string): Promise<ImportBatchRow[]> {
    return this.dataSource.query(
      `SELECT linha, status, erros, aviso, dados FROM import_batch_rows
        WHERE empresa_id = $1 AND lote_id = $2 ORDER BY linha`,
      [companyId, batchId],
    );
  }
}
