import { LEDGER_RECORD_LABELS, type LedgerRecordKind } from '@campo/contracts';

/**
 * What the phone records: the attendance, the refrigerant capture, the unit's gas, the
 * visit report, the corrections of an entry already on the server (an edit or a removal,
 * until the client's acceptance), and the technician's discard of a refused record (which
 * the server is told).
 */
export type FieldActionKind = LedgerRecordKind | 'descarte';

/** The visit report's records: what was done, photos and the client's acceptance, and corrections. */
export type VisitActionKind = VisitEntryKind | 'aceite' | 'correcao' | 'exclusao';

/** The visit report's entries that may be corrected or removed before the acceptance. */
export type VisitEntryKind = 'servico' | 'leitura' | 'material' | 'recomendacao' | 'foto';

/** The entry a correction or removal changes (its id is the entry's own client id). */
export interface CorrectionTarget {
  id: string;
  kind: VisitEntryKind;
}

/** What the technician reads for each kind of record, in lists of pending and refused records. */
export const FIELD_ACTION_LABELS: Record<FieldActionKind, string> = {
  ...LEDGER_RECORD_LABELS,
  descarte: 'Descarte de registro recusado',
};

/** Why the server refused a record for good (it is kept, shown, and never resent). */
export interface Refusal {
  status: number;
  codigo: string;
  erro: string;
}

/**
 * One record made on the phone, kept in IndexedDB until the server has it. `seq` is the
 * order it was made in, which is the order it is sent in; `id` is the UUID the server
 * uses to answer a resend with the same result instead of a second record.
 */
export interface FieldAction {
  seq?: number;
  id: string;
  userId: string;
  orderId: string;
  orderCode: string;
  kind: FieldActionKind;
  /** The request body as sent (its `id` included). */
  body: { id: string } & Record<string, unknown>;
  /** When it was recorded on the phone. */
  createdAt: string;
  /** PENDENTE: waiting to be sent; RECUSADO: the server refused it (a conflict), kept for the technician. */
  state: 'PENDENTE' | 'RECUSADO';
  attempts: number;
  refusal: Refusal | null;
  /** For a correction or a removal: the entry it changes, sent after that entry. */
  target?: CorrectionTarget;
  /** A photo's compressed image, kept in IndexedDB with the record until the server has it. */
  blob?: Blob;
}
