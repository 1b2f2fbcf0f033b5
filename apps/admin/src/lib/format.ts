/**
 * Formatting for people: Brazilian Portuguese, like the rest of the app, in the
 * user's own time zone (the browser's). Every "no value" shows as an em dash.
 */
export const EMPTY = '—';
const LOCALE = 'pt-BR';

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'short',
  timeStyle: 'medium',
});
const shortDateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'short',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short' });
const numberFormat = new Intl.NumberFormat(LOCALE);

/** Date and time of an ISO instant, with seconds (history). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : EMPTY;
}

/** Date and time of an ISO instant, without seconds. */
export function formatShortDateTime(iso: string | null | undefined): string {
  return iso ? shortDateTimeFormat.format(new Date(iso)) : EMPTY;
}

/** The local calendar date of an ISO instant. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dateFormat.format(new Date(iso)) : EMPTY;
}

/** A calendar date `YYYY-MM-DD` (no time zone: the same day everywhere). */
export function formatCalendarDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return dateFormat.format(new Date(year, month - 1, day));
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${formatNumber(ms)} ms`;
  if (ms < 60_000)
    return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** `YYYY-MM-DD` of a local date, as `<input type="date">` uses. */
export function toDateInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end (23:59:59.999, local time) of the day picked in a date input, as an ISO instant. */
export function endOfLocalDay(dateInputValue: string): string {
  const [year, month, day] = dateInputValue.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/** Today as `YYYY-MM-DD` in local time. */
export function todayInputValue(): string {
  return toDateInputValue(new Date().toISOString());
}

export function plural(count: number, singular: string, pluralForm: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}
