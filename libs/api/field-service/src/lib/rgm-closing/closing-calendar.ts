/** Calendar arithmetic of the automatic closing, on local dates `YYYY-MM-DD`. */

export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts; // en-CA formats as YYYY-MM-DD
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export function lastDayOfMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day of `day`'s month on which a contract with this closing day closes (31 → the month's last day). */
export function closingDayIn(day: string, closingDay: number) {
  const [year, month] = day.split('-').map(Number);
  return Math.min(closingDay, lastDayOfMonth(year, month));
}

/** The previous month of a local date, as inclusive bounds. */
export function previousMonth(day: string): { inicio: string; fim: string } {
  const [year, month] = day.split('-').map(Number);
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    inicio: `${prevYear}-${pad(prevMonth)}-01`,
    fim: `${prevYear}-${pad(prevMonth)}-${pad(lastDayOfMonth(prevYear, prevMonth))}`,
  };
}
