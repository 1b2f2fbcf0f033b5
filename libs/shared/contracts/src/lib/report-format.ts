/**
 * How report figures read, in Brazilian Portuguese: the same words and numbers on
 * the screen and in the PDFs. Pure functions over wire values; no time zone is
 * involved except where one is passed.
 */
import type { RgmState } from './field-service';
import type { MonthCell } from './schedule';

export const EMPTY = '—';
const LOCALE = 'pt-BR';
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export const RGM_STATE_LABELS: Record<RgmState, string> = {
  rascunho: 'Rascunho',
  liberado: 'Liberado',
  enviado: 'Enviado',
};

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const MONTH_CELL_LABELS: Record<MonthCell, string> = {
  executado: 'Executado',
  parcial: 'Parcial',
  planejado: 'Planejado',
  atrasado: 'Atrasado',
  nenhum: 'Sem manutenção',
};

/** A letter in each printed grid cell, so the grid reads without colour too. */
export const MONTH_CELL_MARKS: Record<MonthCell, string> = {
  executado: 'E',
  parcial: 'Pa',
  planejado: 'P',
  atrasado: 'A',
  nenhum: '',
};

/**
 * What a month cell says in a document's data table (the PMOC's grid): the label, or a
 * dot for an empty month. The document PDF colours the cells it recognises by this text.
 */
export const MONTH_CELL_TABLE_TEXT: Record<MonthCell, string> = {
  executado: MONTH_CELL_LABELS.executado,
  parcial: MONTH_CELL_LABELS.parcial,
  planejado: MONTH_CELL_LABELS.planejado,
  atrasado: MONTH_CELL_LABELS.atrasado,
  nenhum: '·',
};

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function formatDecimal(value: number, fractionDigits = 1): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: fractionDigits }).format(value);
}

/** `4,5 h`; `—` when there was nothing to average. */
export function formatHours(hours: number | null): string {
  return hours === null ? EMPTY : `${oneDecimal.format(hours)} h`;
}

/** `33,3 %`; `—` when nothing had a target. */
export function formatPercent(percent: number | null): string {
  return percent === null ? EMPTY : `${oneDecimal.format(percent)} %`;
}

/**
 * Refrigerant quantities (kg and tCO₂e) have one precision everywhere, screen, PDF and
 * charts: two decimals (0,01 kg = 10 g), always shown, so `48,80 kg` never reads as
 * forty-eight thousand.
 */
export const REFRIGERANT_DIGITS = 2;

const kgFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: REFRIGERANT_DIGITS,
  maximumFractionDigits: REFRIGERANT_DIGITS,
});

/** `48,80`: a kg figure without its unit (a grid column that states the unit in its header). */
export function formatKgNumber(kg: number): string {
  return kgFormat.format(kg);
}

/** `48,80 kg`. */
export function formatKg(kg: number): string {
  return `${kgFormat.format(kg)} kg`;
}

/** `9,34 tCO₂e` (two decimals, as kg); `unit: false` for a column that states it in its header. */
export function formatTco2e(tonnes: number, unit = true): string {
  return unit ? `${kgFormat.format(tonnes)} tCO₂e` : kgFormat.format(tonnes);
}

/** How far an execution fell from its planned date: `no dia`, `+2 d` (late), `−3 d` (early). */
export function formatDeviationDays(days: number): string {
  if (days === 0) return 'no dia';
  return `${days > 0 ? '+' : '−'}${integer.format(Math.abs(days))} d`;
}

export function formatKm(km: number): string {
  return `${oneDecimal.format(km)} km`;
}

/** A calendar date `YYYY-MM-DD` as `31/01/2026` (no time zone: the same day everywhere). */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

const keptFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The `Intl.DateTimeFormat` of `locale` and `options` in `timeZone`, built on first use and
 * kept: building one costs far more than formatting, and a report formats thousands of
 * instants. `options` must be a constant of its module: the formatters are kept by its
 * identity, then by locale and zone.
 */
export function zonedDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  let byZone = keptFormats.get(options);
  if (!byZone) keptFormats.set(options, (byZone = new Map()));
  const key = `${locale} ${timeZone}`;
  let format = byZone.get(key);
  if (!format)
    byZone.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The local calendar day (`YYYY-MM-DD`) of an instant in `timeZone`: a company's "today". */
export function localDate(instant: Date, timeZone: string): string {
  return zonedDateTimeFormat('en-CA', DAY, timeZone).format(instant); // en-CA formats as YYYY-MM-DD
}

const INSTANT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** An instant as `31/01/2026 14:05` in the given IANA time zone. */
export function formatInstant(iso: string, timeZone: string): string {
  return zonedDateTimeFormat(LOCALE, INSTANT, timeZone).format(new Date(iso)).replace(',', '');
}

/** A whole calendar month reads as `novembro de 2026`; any other period as `01/11/2026 a 15/11/2026`. */
export function formatPeriod(inicio: string, fim: string): string {
  const [year, month] = inicio.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const wholeMonth =
    inicio.endsWith('-01') && fim === `${inicio.slice(0, 8)}${String(lastDay).padStart(2, '0')}`;
  return wholeMonth
    ? `${MONTH_NAMES[month - 1]} de ${year}`
    : `${formatDay(inicio)} a ${formatDay(fim)}`;
}
