import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ImportBatchDetail, ImportBatchSummary, Page, RowStatus } from '@campo/contracts';
import { namedStatement, type SqlRunner } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
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

export interface HistoryFilter {
  entidade?: string;
  token?: string;
  desde?: Date;
  ate?: Date;
  pagina: number;
  porPagina: number;
}

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

/** The import history: written in the batch's transaction, read by the company's administrators. */
@Injectable()
export class ImportHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One statement: the batch record and its refused, warned and duplicate rows. */
  async record(
    sql: SqlRunner,
    batchId: string,
    context: BatchContext,
    counts: BatchCounts,
    rows: HistoryRow[],
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

  async list(companyId: string, filter: HistoryFilter): Promise<Page<ImportBatchSummary>> {
    const conditions = ['empresa_id = $1'];
    const params: unknown[] = [companyId];
    const add = (condition: string, value: unknown) => {
      params.push(value);
      conditions.push(condition.replace('?', `$${params.length}`));
    };
    if (filter.entidade) add('entidade = ?', filter.entidade);
    if (filter.token) add('token_id = ?', filter.token);
    if (filter.desde) add('criado_em >= ?', filter.desde);
    if (filter.ate) add('criado_em <= ?', filter.ate);
    const where = conditions.join(' AND ');
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM import_batches WHERE ${where}`,
      params,
    );
    const itens = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM import_batches WHERE ${where}
        ORDER BY criado_em DESC, id LIMIT ${filter.porPagina} OFFSET ${(filter.pagina - 1) * filter.porPagina}`,
      params,
    );
    return {
      itens: itens.map(serialize),
      total,
      pagina: filter.pagina,
      porPagina: filter.porPagina,
    };
  }

  async detail(companyId: string, batchId: string): Promise<ImportBatchDetail> {
    const [batch] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, host(ip) AS ip FROM import_batches WHERE empresa_id = $1 AND id = $2`,
      [companyId, batchId],
    );
    if (!batch) throw ingestionError('LOTE_NAO_ENCONTRADO', 'Lote de importação não encontrado.');
    const linhas = await this.dataSource.query(
      `SELECT linha, status, erros, aviso, dados FROM import_batch_rows
        WHERE empresa_id = $1 AND lote_id = $2 ORDER BY linha`,
      [companyId, batchId],
    );
    return { ...serialize(batch), ip: batch.ip, linhas };
  }
}

function serialize<T extends { criadoEm: Date | string }>(row: T) {
  return { ...row, criadoEm: new Date(row.criadoEm).toISOString() };
}
