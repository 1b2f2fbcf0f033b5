import { FLUID_EVENT_KIND_LABELS, FLUID_EVENT_KINDS } from '@campo/contracts';

const LOCALE = 'pt-BR';
const kgFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });
const tco2eFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const percentFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

export const EVENT_KINDS = FLUID_EVENT_KINDS;
export const EVENT_LABELS = FLUID_EVENT_KIND_LABELS;

/** `1,324 kg`. */
export function formatKg(kg: number): string {
  return `${kgFormat.format(kg)} kg`;
}

/** A month cell of the grid: the number alone, nothing for zero (an empty month reads better blank). */
export function formatMonthKg(kg: number): string {
  return kg === 0 ? '' : kgFormat.format(kg);
}

/** `9,338 tCO₂e`. */
export function formatTco2e(tonnes: number): string {
  return `${tco2eFormat.format(tonnes)} tCO₂e`;
}

export function formatRate(percent: number): string {
  return `${percentFormat.format(percent)} %`;
}

/** `2026-02-02` → `02/02/2026` (a calendar date, no time zone). */
export function formatDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}
