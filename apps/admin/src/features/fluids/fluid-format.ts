import { FLUID_EVENT_KIND_LABELS, FLUID_EVENT_KINDS } from '@campo/contracts';
import { formatKgNumber } from '../../lib/format';

export { formatKg, formatTco2e } from '../../lib/format';

const LOCALE = 'pt-BR';
const percentFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export const EVENT_KINDS = FLUID_EVENT_KINDS;
export const EVENT_LABELS = FLUID_EVENT_KIND_LABELS;

/** A month cell of the grid: the number alone, nothing for zero (an empty month reads better blank). */
export function formatMonthKg(kg: number): string {
  return kg === 0 ? '' : formatKgNumber(kg);
}

export function formatRate(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}

/** `2026-02-02` → `02/02/2026` (a calendar date, no time zone). */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}
