import type { SpreadsheetBatchData, SuccessResponse } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export type { SpreadsheetColumn } from '@campo/contracts';
export type SpreadsheetBatch = SpreadsheetBatchData;

export type SpreadsheetAnswer = SuccessResponse<SpreadsheetBatch>;

const base = (entidade: string) => `/api/admin/planilhas/${encodeURIComponent(entidade)}`;

export const spreadsheetsApi = {
  /** The XLSX template (a file download, not a JSON call). */
  templateUrl: (entidade: string) => `${base(entidade)}/modelo`,
  preview: (entidade: string, file: File) =>
    apiClient.postFile<SpreadsheetBatch>(`${base(entidade)}/previa`, file),
  import: (entidade: string, file: File) =>
    apiClient.postFile<SpreadsheetBatch>(`${base(entidade)}/importar`, file),
};
