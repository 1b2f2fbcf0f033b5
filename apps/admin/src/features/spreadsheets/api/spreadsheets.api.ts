import type { BatchData, SuccessResponse } from '@campo/contracts';
import { apiClient } from '../../../lib/api-client';

/** How one header of the sheet was read: the field it maps to, or `null` (column ignored). */
export interface SpreadsheetColumn {
  cabecalho: string;
  campo: string | null;
}

/** The batch answer of a spreadsheet preview or import; `linha` is the sheet's row number. */
export interface SpreadsheetBatch extends BatchData {
  colunas: SpreadsheetColumn[];
}

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
