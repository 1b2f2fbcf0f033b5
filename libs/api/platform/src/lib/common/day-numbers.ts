/**
 * Calendar days as day numbers (days since 1970-01-01) by integer arithmetic, for code that
 * runs per row or per plan: the ingestion's instants, the grid and preventive compliance.
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

/**
 * Days since 1970-01-01 of a calendar date (a month index past 0-11 rolls the year; day
 * 0 is the last of the month before). Integer arithmetic (the proleptic Gregorian calendar, by eras of 400 years):
 * the grid calls it for every month of every plan.
 */
export function dayNumberOf(year: number, monthIndex: number, day: number): number {
  if (monthIndex < 0 || monthIndex > 11) {
    year += Math.floor(monthIndex / 12);
    monthIndex = ((monthIndex % 12) + 12) % 12;
  }
  const y = monthIndex < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const shiftedMonth = (monthIndex + 10) % 12; // March = 0
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The `YYYY-MM-DD` of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/**
 * Year, month (0-11) and day of the month of a day number (the inverse of `dayNumberOf`),
 * by Howard Hinnant's `civil_from_days` (https://howardhinnant.github.io/date_algorithms.html).
 */
export function calendarOf(dayNumber: number): { year: number; monthIndex: number; day: number } {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // March = 0
  const monthIndex = (shiftedMonth + 2) % 12;
  return {
    year: yearOfEra + era * 400 + (monthIndex < 2 ? 1 : 0),
    monthIndex,
    day: dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1,
  };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1-12). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}
