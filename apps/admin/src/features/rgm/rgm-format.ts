import type { RgmState } from '@campo/contracts';
import { formatCalendarDate } from '../../lib/format';
import type { RgmOrigin } from './api/rgm.types';

const LOCALE = 'pt-BR';
const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });

/** The words and figures the PDFs use too. */
export { formatHours, formatKm, formatPercent, RGM_STATE_LABELS } from '@campo/contracts';

export const RGM_STATE_TONES: Record<RgmState, string> = {
  rascunho: 'muted',
  liberado: 'primary',
  enviado: 'success',
};

export const RGM_ORIGIN_LABELS: Record<RgmOrigin, string> = {
  manual: 'Manual',
  automatico: 'Automático',
};

/** What each recorded action reads as in the history. */
const EVENT_LABELS: Record<string, string> = {
  criado: 'Calculado',
  recalcular: 'Recalculado',
  liberar: 'Liberado',
  enviar: 'Enviado',
  reabrir: 'Reaberto',
};

export function eventLabel(acao: string): string {
  return EVENT_LABELS[acao] ?? capitalize(acao.replace(/_/g, ' '));
}

/** `01/11/2026 a 30/11/2026`. */
export function formatPeriodRange(inicio: string, fim: string): string {
  return `${formatCalendarDate(inicio)} a ${formatCalendarDate(fim)}`;
}

/** A whole calendar month reads as `novembro de 2026`; any other period as its dates. */
export function formatPeriod(inicio: string, fim: string): string {
  const [year, month, day] = inicio.split('-').map(Number);
  const lastDay = new Date(year, month, 0).getDate();
  const wholeMonth =
    day === 1 && fim === `${inicio.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
  return wholeMonth
    ? monthFormat.format(new Date(year, month - 1, 1))
    : formatPeriodRange(inicio, fim);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first and last day (`YYYY-MM-DD`) of a month given as `YYYY-MM`. */
export function monthBounds(month: string): { inicio: string; fim: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(year, monthNumber, 0).getDate();
  return { inicio: `${month}-01`, fim: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** `YYYY-MM` of the month before today's (local time): the usual RGM to close. */
export function previousMonth(today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The `YYYY-MM` month a period covers exactly, or `''` for any other period. */
export function monthOf(inicio: string, fim: string): string {
  if (!/^\d{4}-\d{2}-01$/.test(inicio)) return '';
  const month = inicio.slice(0, 7);
  return monthBounds(month).fim === fim ? month : '';
}
