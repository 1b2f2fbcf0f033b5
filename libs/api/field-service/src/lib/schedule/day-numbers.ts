/**
 * Local calendar days as day numbers (days since 1970-01-01), for the pure modules of the
 * grid and of preventive compliance, which run for thousands of plans per request.
 */
const DAY = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function toDayNumber(day: string): number {
  return dayNumberOf(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
}

/** Days since 1970-01-01 of a calendar date (month 0-11; a day past the month's end rolls over). */
export function dayNumberOf(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / DAY;
}

/** The `YYYY-MM-DD` of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** Year, month (0-11) and day of the month of a day number. */
export function calendarOf(day: number): { year: number; monthIndex: number; day: number } {
  const date = new Date(day * DAY);
  return { year: date.getUTCFullYear(), monthIndex: date.getUTCMonth(), day: date.getUTCDate() };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1-12). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}
