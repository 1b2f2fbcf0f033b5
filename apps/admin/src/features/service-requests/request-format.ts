import {
  ORDER_PRIORITY_LABELS,
  type OrderPriority,
  SERVICE_REQUEST_ORIGIN_LABELS,
  SERVICE_REQUEST_STATE_LABELS,
  type ServiceRequestState,
  type ServiceRequestSummary,
} from '@campo/contracts';

export const requestStateLabel = (state: ServiceRequestState) =>
  SERVICE_REQUEST_STATE_LABELS[state];

export const REQUEST_STATE_TONES: Record<ServiceRequestState, string> = {
  ABERTA: 'badge--warning',
  ACEITA: 'badge--success',
  RECUSADA: 'badge--muted',
};

export const URGENCY_TONES: Record<OrderPriority, string> = {
  BAIXA: 'badge--muted',
  MEDIA: 'badge--neutral',
  ALTA: 'badge--warning',
  URGENTE: 'badge--danger',
};

export const urgencyLabel = (urgency: OrderPriority) => ORDER_PRIORITY_LABELS[urgency];

export const originLabel = (request: Pick<ServiceRequestSummary, 'origem'>) =>
  SERVICE_REQUEST_ORIGIN_LABELS[request.origem];

/** Where the problem is: the unit (tag and sector) and the room the requester wrote. */
export function whereLabel(request: Pick<ServiceRequestSummary, 'equipamento' | 'local'>): string {
  const unit = request.equipamento
    ? [request.equipamento.codigo, request.equipamento.setor].filter(Boolean).join(' · ')
    : null;
  return [unit, request.local].filter(Boolean).join(' — ') || 'Sem equipamento nem local';
}
