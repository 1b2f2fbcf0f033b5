import type { ImportBatchDetail, ImportBatchSummary, Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';

export interface ImportFilters {
  entidade?: string;
  /** Token id. */
  token?: string;
  /** `YYYY-MM-DD`, inclusive. */
  desde?: string;
  /** `YYYY-MM-DD`, inclusive. */
  ate?: string;
  /** `coluna` or `-coluna` (IMPORT_HISTORY_SORTS); newest first when absent. */
  ordenar?: string;
  pagina: number;
  porPagina: number;
}

export const importKeys = {
  all: ['import-history'] as const,
  list: (filters: ImportFilters) => [...importKeys.all, 'list', filters] as const,
  detail: (batchId: string) => [...importKeys.all, 'detail', batchId] as const,
};

const BASE = '/api/admin/importacoes';

export type RejectedRowsFormat = 'csv' | 'xlsx';

export const importHistoryApi = {
  list: (filters: ImportFilters) =>
    apiClient.get<Page<ImportBatchSummary>>(withQuery(BASE, { ...filters })),
  detail: (batchId: string) =>
    apiClient.get<ImportBatchDetail>(`${BASE}/${encodeURIComponent(batchId)}`),
  /** A file download (a plain link), not a JSON call. */
  rejectedRowsUrl: (batchId: string, format: RejectedRowsFormat) =>
    withQuery(`${BASE}/${encodeURIComponent(batchId)}/recusadas`, { formato: format }),
};
