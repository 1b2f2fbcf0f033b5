import {
  ORDER_STATE_LABELS,
  ORDER_TYPE_LABELS,
  type OrderState,
  type OrderType,
} from '@campo/contracts';

let dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
let day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' });

/** Instants are shown in the maintenance company's zone (its orders and reports use it). */
export function setDisplayTimeZone(timeZone: string) {
  dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });
  day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone });
}

/** An instant (`05/10/2026 09:00`). */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** The day of an instant (`05/10/2026`). */
export const formatDay = (iso: string | null) => (iso ? day.format(new Date(iso)) : '—');

/** A calendar date `YYYY-MM-DD` as written (`05/10/2026`). */
export const formatDate = (date: string | null) =>
  date ? dateOnly.format(new Date(`${date}T00:00:00Z`)) : '—';

/** `01/10/2026 a 31/10/2026`. */
export const formatPeriod = (start: string, end: string) =>
  `${formatDate(start)} a ${formatDate(end)}`;

export const orderStateLabel = (state: OrderState) => ORDER_STATE_LABELS[state] ?? state;
export const orderTypeLabel = (type: string) => ORDER_TYPE_LABELS[type as OrderType] ?? type;

export const formatKg = (kg: number) =>
  `${kg.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kg`;
