/** Local calendar days (`YYYY-MM-DD`) in a company's time zone, shared by every feature. */
import { zonedDateTimeFormat } from '@campo/contracts';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The local day of an instant in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return zonedDateTimeFormat('en-CA', DAY, timeZone).format(instant); // en-CA formats as YYYY-MM-DD
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export function lastDayOfMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
