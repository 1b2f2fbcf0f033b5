/** Calendar arithmetic of the automatic closing, on local dates `YYYY-MM-DD`. */
import { lastDayOfMonth } from '../common/local-date';

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
