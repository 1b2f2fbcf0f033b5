import { Injectable } from '@nestjs/common';
import {
  IMPORT_ACTIVITY_DAYS,
  type ImportBatchDetail,
  type ImportBatchSummary,
  type ImportDay,
  type Page,
  localDate,
} from '@campo/contracts';
import type { SqlRunner } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { EntityRegistry } from '../registry/entity-registry';
import { refusedRowsCsv, refusedRowsXlsx } from '../spreadsheets/spreadsheet-export';
import type { BatchContext } from '../writer/batch.types';
import {
  BatchCounts,
  BatchSummaryRow,
  HistoryRow,
  type HistorySort,
  ImportHistoryRepository,
} from './import-history.repository';

export type { BatchCounts, HistoryRow } from './import-history.repository';

export interface HistoryFilter {
  entidade?: string;
  token?: string;
  desde?: Date;
  ate?: Date;
  /** Newest first when absent. */
  ordenar?: HistorySort;
  pagina: number;
  porPagina: number;
}

/** The import history: written in the batch's transaction, read by the company's administrators. */
@Injectable()
export class ImportHistoryService {
  constructor(
    private readonly batches: ImportHistoryRepository,
    private readonly registry: EntityRegistry,
  ) {}

  /** The batch record and its refused, warned and duplicate rows, on the batch's transaction. */
  record(
    sql: SqlRunner,
    batchId: string,
    context: BatchContext,
    counts: BatchCounts,
    rows: HistoryRow[],
  ) {
    return this.batches.record(batchId, context, counts, rows, sql);
  }

  async list(companyId: string, filter: HistoryFilter): Promise<Page<ImportBatchSummary>> {
    const { total, itens } = await this.batches.list(companyId, {
      entidade: filter.entidade,
      token: filter.token,
      desde: filter.desde,
      ate: filter.ate,
      ordenar: filter.ordenar,
      limit: filter.porPagina,
      offset: (filter.pagina - 1) * filter.porPagina,
    });
    return {
      itens: itens.map(serialize),
      total,
      pagina: filter.pagina,
      porPagina: filter.porPagina,
    };
  }

  /** A token's accepted, refused and unchanged rows per local day over the last 30 days. */
  daily(
    companyId: string,
    tokenId: string,
    timeZone: string,
    now = new Date(),
  ): Promise<ImportDay[]> {
    const today = localDate(now, timeZone);
    return this.batches.daily(companyId, tokenId, { today, days: IMPORT_ACTIVITY_DAYS, timeZone });
  }

  async detail(companyId: string, batchId: string): Promise<ImportBatchDetail> {
    const batch = await this.batches.findBatch(companyId, batchId);
    if (!batch) throw ingestionError('LOTE_NAO_ENCONTRADO', 'Lote de importação não encontrado.');
    const linhas = await this.batches.rows(companyId, batchId);
    return { ...serialize(batch), ip: batch.ip, linhas };
  }

  /** The refused rows of a batch, as sent, in the entity's field order: a file to fix and send again. */
  async refusedRows(companyId: string, batchId: string, format: 'csv' | 'xlsx') {
    const batch = await this.detail(companyId, batchId);
    const rows = batch.linhas.filter((row) => row.status === 'ERRO');
    const fieldOrder = this.registry.get(batch.entidade)?.fields.map((field) => field.campo) ?? [];
    const name = `recusadas-${batch.entidade}-${batch.criadoEm.slice(0, 10)}-${batchId.slice(0, 8)}`;
    return format === 'xlsx'
      ? {
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          fileName: `${name}.xlsx`,
          content: await refusedRowsXlsx(rows, fieldOrder),
        }
      : {
          contentType: 'text/csv; charset=utf-8',
          fileName: `${name}.csv`,
          content: refusedRowsCsv(rows, fieldOrder),
        };
  }
}

function serialize<T extends BatchSummaryRow>(row: T): Omit<T, 'criadoEm'> & { criadoEm: string } {
  return { ...row, criadoEm: new Date(row.criadoEm).toISOString() };
}
