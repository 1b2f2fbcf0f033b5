import type { IngestionMode, RowAction, RowResult } from '@campo/contracts';

/** A row after validation and reference resolution, ready to be written or reported. */
export interface PreparedRow {
  /** 1-based position in the request. */
  linha: number;
  raw: Record<string, unknown>;
  /** Column values in EntitySql column order (fields, then reference ids). */
  columns: unknown[];
  key: string;
  errors: string[];
  warnings: string[];
}

export interface WriteOutcome {
  id: string;
  acao: RowAction | 'DUPLICADO';
}

export interface BatchContext {
  companyId: string;
  timeZone: string;
  entity: string;
  mode: IngestionMode;
  tokenId: string | null;
  origin: string;
  ip: string | null;
}

export type { RowResult };
