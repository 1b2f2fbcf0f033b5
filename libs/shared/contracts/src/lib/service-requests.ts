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

/**
 * Where a request stands, as its requester follows it without login: received, accepted
 * (a call was opened), scheduled, in attendance, done; or declined, or the call cancelled.
 */
export const SERVICE_REQUEST_TRACKING_STATES = [
  'RECEBIDA',
  'ACEITA',
  'AGENDADA',
  'EM_ATENDIMENTO',
  'CONCLUIDA',
  'RECUSADA',
  'CANCELADA',
] as const;
export type ServiceRequestTrackingState = (typeof SERVICE_REQUEST_TRACKING_STATES)[number];
export const SERVICE_REQUEST_TRACKING_LABELS: Record<ServiceRequestTrackingState, string> = {
  RECEBIDA: 'Recebida, aguardando análise',
  ACEITA: 'Aceita: chamado aberto',
  AGENDADA: 'Atendimento agendado',
  EM_ATENDIMENTO: 'Em atendimento',
  CONCLUIDA: 'Atendimento concluído',
  RECUSADA: 'Recusada',
  CANCELADA: 'Chamado cancelado',
};

/**
 * A request as its tracking link shows it (`/q/acompanhar/<código>`): status and dates,
 * never evidence (no report, signer, photo, technician nor the staff's `SOL-` code).
 */
export interface ServiceRequestTracking {
  /** The opaque tracking code, grouped for reading (`7K2M-9QXD-4HJ8-T1VZ-R5WA`). */
  codigo: string;
  situacao: ServiceRequestTrackingState;
  situacaoRotulo: string;
  empresa: string;
  /** The company's time zone, in which the page shows the dates. */
  fusoHorario: string;
  /** The unit's tag, as its QR label shows it. */
  equipamento: string | null;
  recebidaEm: string;
  aceitaEm: string | null;
  recusadaEm: string | null;
  agendadaPara: string | null;
  concluidaEm: string | null;
}

/** What the QR page answers an API client when a request is opened: how to follow it. */
export interface ServiceRequestReceipt {
  codigoAcompanhamento: string;
  acompanhamentoUrl: string;
}

/**
 * `POST /api/fs/solicitacoes/:id/aceitar`: empty to open the call only; with a technician,
 * a local day and a time (all three) the call is also scheduled, in the same step, under
 * the agenda's rules (a time already past is refused: 422 HORARIO_PASSADO, nothing opened).
 */
export interface AcceptServiceRequest {
  tecnicoId?: string;
  dia?: string;
  hora?: string;
}
