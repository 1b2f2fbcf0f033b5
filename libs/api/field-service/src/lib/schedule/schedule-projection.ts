import type { MonthCell } from '@campo/contracts';

/**
 * The annual maintenance grid: for one equipment's plans and a year, what each
 * month shows. A pure module (dates are local `YYYY-MM-DD` strings).
 *
 * - executado: a real execution that month (always wins);
 * - planejado: a projected date that month, and the month is not past;
 * - atrasado: a projected date in a past month with no execution;
 * - nenhum: nothing planned.
 *
 * Projection steps from the plan's last execution, or from its start when it has
 * none, forward and backward across the year, never before the start: D, 2D, SM,
 * QZ by days; MS, BM, TR, QD, SE, AN by calendar months with the day clamped to the
 * month's end (a monthly plan marks February too); a custom cadence in days
 * overrides the code; PT is its one date; H has no calendar projection (hour-meter
 * readings would be needed), so only executions show.
 */
export type Periodicity = 'D' | '2D' | 'SM' | 'QZ' | 'MS' | 'BM' | 'TR' | 'QD' | 'SE' | 'AN' | 'H' | 'PT';
export type { MonthCell };

export interface PlanInput {
  periodicidade: Periodicity;
  /** Custom cadence in days; overrides the code's step. */
  cadenciaDias?: number | null;
  inicio: string;
  /** Execution dates of this plan (any year). */
  execucoes: string[];
}

const DAY_STEPS: Partial<Record<Periodicity, number>> = { D: 1, '2D': 2, SM: 7, QZ: 14 };
const MONTH_STEPS: Partial<Record<Periodicity, number>> = { MS: 1, BM: 2, TR: 3, QD: 4, SE: 6, AN: 12 };

/** The projected dates of one plan that fall in `year`. */
export function projectPlan(plan: PlanInput, year: number): string[] {
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const anchor = plan.execucoes.length > 0 ? plan.execucoes.reduce((latest, day) => (day > latest ? day : latest)) : plan.inicio;
  const keep = (day: string) => day >= yearStart && day <= yearEnd && day >= plan.inicio;

  if (plan.periodicidade === 'PT') return keep(plan.inicio) ? [plan.inicio] : [];
  const days = plan.cadenciaDias ?? DAY_STEPS[plan.periodicidade];
  if (days) {
    const anchorTime = toTime(anchor);
    const first = Math.ceil((toTime(yearStart) - anchorTime) / (days * DAY));
    const last = Math.floor((toTime(yearEnd) - anchorTime) / (days * DAY));
    const dates: string[] = [];
    for (let step = first; step <= last; step++) {
      const day = fromTime(anchorTime + step * days * DAY);
      if (keep(day)) dates.push(day);
    }
    return dates;
  }
  const months = MONTH_STEPS[plan.periodicidade];
  if (!months) return []; // H: no calendar projection
  const [anchorYear, anchorMonth, anchorDay] = anchor.split('-').map(Number);
  const anchorIndex = anchorYear * 12 + (anchorMonth - 1);
  const dates: string[] = [];
  const firstStep = Math.ceil((year * 12 - anchorIndex) / months);
  const lastStep = Math.floor((year * 12 + 11 - anchorIndex) / months);
  for (let step = firstStep; step <= lastStep; step++) {
    const index = anchorIndex + step * months;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const day = `${y}-${pad(m)}-${pad(Math.min(anchorDay, daysInMonth(y, m)))}`;
    if (keep(day)) dates.push(day);
  }
  return dates;
}

/**
 * The 12 cells of an equipment for `year`, given its plans and today's local date.
 */
export function monthCells(plans: PlanInput[], year: number, today: string): MonthCell[] {
  const executed = new Set<number>();
  const planned = new Set<number>();
  for (const plan of plans) {
    for (const day of plan.execucoes) if (day.startsWith(`${year}-`)) executed.add(Number(day.slice(5, 7)));
    for (const day of projectPlan(plan, year)) planned.add(Number(day.slice(5, 7)));
  }
  const currentMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, index): MonthCell => {
    const month = index + 1;
    if (executed.has(month)) return 'executado';
    if (!planned.has(month)) return 'nenhum';
    return year * 12 + month < currentMonth ? 'atrasado' : 'planejado';
  });
}

const DAY = 86_400_000;

function toTime(day: string) {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromTime(time: number) {
  return new Date(time).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number) {
  return String(value).padStart(2, '0');
}
