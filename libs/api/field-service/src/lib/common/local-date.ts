/** Calendar-day arithmetic on `YYYY-MM-DD` days (a company's "today" is `localDate`, in @campo/contracts). */

/** The day `count` days after `day` (before it, if negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export function lastDayOfMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
