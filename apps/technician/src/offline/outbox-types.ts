import type { TechnicianActionKind } from '@campo/contracts';

/** What the phone records: the attendance, the refrigerant capture and the visit report. */
export type FieldActionKind = TechnicianActionKind | 'fluido' | VisitActionKind;

/** The visit report's records: what was done, photos and the client's acceptance. */
export type VisitActionKind =
  'servico' | 'leitura' | 'material' | 'recomendacao' | 'foto' | 'aceite';

/** What the technician reads for each kind of record, in lists of pending and refused records. */
export const FIELD_ACTION_LABELS: Record<FieldActionKind, string> = {
  inicio: 'Início do atendimento',
  checklist: 'Checklist',
  'causa-raiz': 'Causa raiz',
  fluido: 'Fluido refrigerante',
  servico: 'Serviço executado',
  leitura: 'Medição',
  material: 'Peça ou material',
  recomendacao: 'Recomendação',
  foto: 'Foto',
  aceite: 'Aceite do cliente',
  fim: 'Fim do atendimento',
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
  /** A photo's compressed image, kept in IndexedDB with the record until the server has it. */
  blob?: Blob;
}
