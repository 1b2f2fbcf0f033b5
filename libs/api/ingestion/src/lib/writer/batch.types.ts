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
  /** What the database did with the row (set by the writer; absent for rows not written). */
  outcome?: WriteOutcome;
  /** Another row of the batch with the same key, applied in this row's place (see dedupe). */
  prevailing?: PreparedRow;
}

export interface WriteOutcome {
  /** The record's id; null only if an untouched row vanished meanwhile (deleted by someone else). */
  id: string | null;
  acao: RowAction | 'DUPLICADO';
}

/** A row's key as one string: its key fields' stored values, joined by NUL when there are several. */
export function joinKey(parts: readonly unknown[]): string {
  return parts.length === 1 ? String(parts[0]) : parts.map(String).join('\u0000');
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
