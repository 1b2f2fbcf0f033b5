import {
  type OrderPriority,
  type OrderState,
  ORDER_PRIORITY_LABELS,
  ORDER_STATE_LABELS,
  ORDER_TYPE_LABELS,
  type OrderType,
  type ServiceOrderSummary,
} from '@campo/contracts';
import { EMPTY } from '../../lib/format';

export const stateLabel = (state: OrderState) => ORDER_STATE_LABELS[state];

export const typeLabel = (type: string) => ORDER_TYPE_LABELS[type as OrderType] ?? type;

export const priorityLabel = (priority: OrderPriority | null) =>
  priority ? ORDER_PRIORITY_LABELS[priority] : EMPTY;

/** The badge colour of each state. */
export const STATE_TONES: Record<OrderState, string> = {
  ABERTA: 'badge--warning',
  EM_ATENDIMENTO: 'badge--neutral',
  CONCLUIDA: 'badge--success',
  CANCELADA: 'badge--muted',
};

/** Still to be dispatched or attended. */
export const isOpen = (order: Pick<ServiceOrderSummary, 'situacao'>) =>
  order.situacao === 'ABERTA' || order.situacao === 'EM_ATENDIMENTO';

/** The least reason accepted for a cancellation (the API asks 3 characters). */
export const MIN_CANCEL_REASON = 3;

/** `YYYY-MM-DDTHH:mm` for `<input type="datetime-local">` from an ISO instant, in the browser's zone. */
export function toDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO instant of an `<input type="datetime-local">` value, or null when empty. */
export function fromDateTimeInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
