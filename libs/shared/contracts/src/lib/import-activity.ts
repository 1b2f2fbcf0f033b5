/** `GET /api/admin/importacoes/por-dia?token=…`: a token's rows per local day over the last 30 days, oldest first. */
export interface ImportDay {
  /** `YYYY-MM-DD` in the company's time zone. */
  dia: string;
  /** Rows created or updated. */
  aceitas: number;
  recusadas: number;
  /** Rows sent again with nothing changed. */
  inalteradas: number;
}

export const IMPORT_ACTIVITY_DAYS = 30;
