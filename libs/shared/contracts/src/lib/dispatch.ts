/**
 * Wire types of dispatch's triage, scheduling from the agenda and the corrective orders
 * proposed by failed checklist items (`/api/fs/despacho/...`).
 */
import type { OrderPriority, OrderType, ServiceOrderSummary } from './orders';

/** Triage order: URGENTE first, orders without a priority last. */
export const TRIAGE_PRIORITY_ORDER: readonly OrderPriority[] = [
  'URGENTE',
  'ALTA',
  'MEDIA',
  'BAIXA',
];

/** `GET /api/fs/despacho/triagem` filters. */
export interface DispatchTriageQuery {
  prioridade?: OrderPriority;
  contratoId?: string;
  tipo?: OrderType;
}

/** The open orders without a technician, by priority, then due time (`prazo`), then opening. */
export interface DispatchTriage {
  itens: ServiceOrderSummary[];
}

/**
 * `PATCH /api/fs/ordens/:id/programacao`: take the order to a technician's local day and
 * time. `deTecnicoId`: the technician it leaves (moved between rows of the agenda).
 */
export interface ScheduleOrderRequest {
  tecnicoId: string;
  /** Local day `AAAA-MM-DD` and time `HH:MM` in the company's time zone. */
  dia: string;
  hora: string;
  deTecnicoId?: string;
}

/** A non-conforming checklist answer that calls for a corrective visit. */
export interface CorrectiveProposal {
  /** The answer's id (`checklist_resposta`). */
  id: string;
  ordem: { id: string; codigo: string; situacao: string };
  equipamento: { id: string; codigo: string; setor: string | null };
  contrato: { id: string; codigo: string };
  item: string;
  observacao: string | null;
}

/** `GET /api/fs/despacho/propostas`. */
export interface CorrectiveProposals {
  itens: CorrectiveProposal[];
}

/** `POST /api/fs/despacho/propostas/:id/abrir`: the corrective order opened. */
export interface OpenedCorrective {
  ordemId: string;
  codigo: string;
}
