/**
 * Formatting for people: Brazilian Portuguese, like the rest of the app. Instants are
 * shown in the company's time zone, as its PDFs print them, whatever the browser's zone
 * (the zone is set once the session is known: see setDisplayTimeZone). Every "no value"
 * shows as an em dash.
 */
export const EMPTY = '—';
const LOCALE = 'pt-BR';

function instantFormats(timeZone: string | undefined) {
  return {
    dateTime: new Intl.DateTimeFormat(LOCALE, {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone,
    }),
    shortDateTime: new Intl.DateTimeFormat(LOCALE, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone,
    }),
    date: new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone }),
  };
}

let displayZone: string | undefined;
let instants = instantFormats(undefined);

/**
 * Shows every instant in this time zone from now on: the signed-in company's, so a
 * release reads the same time on screen and in its PDF. Cheap when the zone is unchanged.
 */
export function setDisplayTimeZone(timeZone: string) {
  if (timeZone === displayZone) return;
  displayZone = timeZone;
  instants = instantFormats(timeZone);
}

/** Date and time of an ISO instant, with seconds (history). */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? instants.dateTime.format(new Date(iso)) : EMPTY;
}

/** Date and time of an ISO instant, without seconds. */
export function formatShortDateTime(iso: string | null | undefined): string {
  return iso ? instants.shortDateTime.format(new Date(iso)) : EMPTY;
}

/** The company's calendar date of an ISO instant. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? instants.date.format(new Date(iso)) : EMPTY;
}

/** Calendar dates carry no zone: formatted as the UTC midnight of that day, they read the same everywhere. */
const calendarDateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: 'UTC' });

/** A calendar date `YYYY-MM-DD` (no time zone: the same day everywhere). */
export function formatCalendarDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return calendarDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * Refrigerant quantities: one precision on every screen, the PDFs' (two decimals and the
 * unit, `48,80 kg`, `9,34 tCO₂e`), so a figure never reads as thousands.
 */
export { formatKg, formatKgNumber, formatTco2e } from '@campo/contracts';

const numberFormat = new Intl.NumberFormat(LOCALE);

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

/** The company's local time of day (`HH:MM`) of an ISO instant. */
export function formatTimeOfDay(iso: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: displayZone,
  }).format(new Date(iso));
}
