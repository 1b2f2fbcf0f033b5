/**
 * Wire types of service requests (solicitações): a client asks for a visit, from the
 * client portal or from the QR code on a unit; the supervisor turns the request into a
 * call (a corrective order) or declines it with a reason.
 */
import type { OrderPriority, OrderState } from './orders';

export const SERVICE_REQUEST_STATES = ['ABERTA', 'ACEITA', 'RECUSADA'] as const;
export type ServiceRequestState = (typeof SERVICE_REQUEST_STATES)[number];
export const SERVICE_REQUEST_STATE_LABELS: Record<ServiceRequestState, string> = {
  ABERTA: 'Aberta',
  ACEITA: 'Aceita',
  RECUSADA: 'Recusada',
};

export const SERVICE_REQUEST_ORIGINS = ['PORTAL', 'QR'] as const;
export type ServiceRequestOrigin = (typeof SERVICE_REQUEST_ORIGINS)[number];
export const SERVICE_REQUEST_ORIGIN_LABELS: Record<ServiceRequestOrigin, string> = {
  PORTAL: 'Portal do cliente',
  QR: 'QR code do equipamento',
};

/** Longest description and decline reason a request keeps. */
export const SERVICE_REQUEST_TEXT_MAX = 2000;

/** A request in a list: what was asked, for which unit, and the call it became. */
export interface ServiceRequestSummary {
  id: string;
  codigo: string;
  situacao: ServiceRequestState;
  origem: ServiceRequestOrigin;
  urgencia: OrderPriority;
  descricao: string;
  local: string | null;
  cliente: { id: string; nome: string };
  contrato: { id: string; codigo: string };
  equipamento: { id: string; codigo: string; setor: string | null } | null;
  contatoNome: string;
  temFoto: boolean;
  /** The call opened from it (once accepted), with its current state. */
  ordem: { id: string; codigo: string; situacao: OrderState } | null;
  criadoEm: string;
}

export interface ServiceRequestDetail extends ServiceRequestSummary {
  contatoEmail: string | null;
  contatoTelefone: string | null;
  motivoRecusa: string | null;
  /** When it was accepted or declined. */
  decididaEm: string | null;
  atualizadoEm: string;
}

/** The queue's counters (the menu shows the open ones). */
export interface ServiceRequestCounts {
  abertas: number;
}

/** A unit's QR code: the address of its public page (what the label's code holds). */
export interface UnitQrView {
  url: string;
}
