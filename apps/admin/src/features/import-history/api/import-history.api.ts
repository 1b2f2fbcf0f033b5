import type { ImportBatchDetail, ImportBatchSummary, Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
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

export const importKeys = queryKeys('import-history', {
  list: (filters: ImportFilters) => ['list', filters],
  detail: (batchId: string) => ['detail', batchId],
});

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
