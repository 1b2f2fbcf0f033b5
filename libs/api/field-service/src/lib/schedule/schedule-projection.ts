import type { MonthCell, Periodicity } from '@campo/contracts';

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
export type { MonthCell, Periodicity };

export interface PlanInput {
  periodicidade: Periodicity;
  /** Custom cadence in days; overrides the code's step. */
  cadenciaDias?: number | null;
  inicio: string;
  /** Execution dates of this plan (any year). */
  execucoes: string[];
}

const DAY_STEPS: Partial<Record<Periodicity, number>> = { D: 1, '2D': 2, SM: 7, QZ: 14 };
const MONTH_STEPS: Partial<Record<Periodicity, number>> = {
  MS: 1,
  BM: 2,
  TR: 3,
  QD: 4,
  SE: 6,
  AN: 12,
};

/** The projected dates of one plan that fall in `year`. */
export function projectPlan(plan: PlanInput, year: number): string[] {
  return projectDays(plan, year).map(fromDayNumber);
}

/**
 * The 12 cells of an equipment for `year`, given its plans and today's local date.
 * Runs for every equipment of a grid (5,000 in the benchmark), so it works on day
 * numbers and month indexes; projectPlan's date strings are built only on demand.
 */
export function monthCells(plans: PlanInput[], year: number, today: string): MonthCell[] {
  const executed = new Array<boolean>(12).fill(false);
  const planned = new Array<boolean>(12).fill(false);
  const yearPrefix = `${year}-`;
  const monthOfDay = monthsOfYear(year);
  const yearStart = dayNumberOf(year, 0, 1);
  for (const plan of plans) {
    for (const day of plan.execucoes)
      if (day.startsWith(yearPrefix)) executed[monthIndexOf(day)] = true;
    for (const day of projectDays(plan, year)) planned[monthOfDay[day - yearStart]] = true;
  }
  const currentMonth = Number(today.slice(0, 4)) * 12 + monthIndexOf(today);
  const cells = new Array<MonthCell>(12);
  for (let month = 0; month < 12; month++) {
    if (executed[month]) cells[month] = 'executado';
    else if (!planned[month]) cells[month] = 'nenhum';
    else cells[month] = year * 12 + month < currentMonth ? 'atrasado' : 'planejado';
  }
  return cells;
}

/** The projected dates of one plan that fall in `year`, as day numbers (days since 1970-01-01). */
function projectDays(plan: PlanInput, year: number): number[] {
  const start = toDayNumber(plan.inicio);
  const yearStart = dayNumberOf(year, 0, 1);
  const yearEnd = dayNumberOf(year, 11, 31);
  const anchorText =
    plan.execucoes.length > 0
      ? plan.execucoes.reduce((latest, day) => (day > latest ? day : latest))
      : plan.inicio;
  const keep = (day: number) => day >= yearStart && day <= yearEnd && day >= start;

  if (plan.periodicidade === 'PT') return keep(start) ? [start] : [];
  const days = plan.cadenciaDias ?? DAY_STEPS[plan.periodicidade];
  const anchor = toDayNumber(anchorText);
  const dates: number[] = [];
  if (days) {
    const first = Math.ceil((yearStart - anchor) / days);
    const last = Math.floor((yearEnd - anchor) / days);
    for (let step = first; step <= last; step++) {
      const day = anchor + step * days;
      if (keep(day)) dates.push(day);
    }
    return dates;
  }
  const months = MONTH_STEPS[plan.periodicidade];
  if (!months) return dates; // H: no calendar projection
  const [anchorYear, anchorMonth, anchorDay] = anchorText.split('-').map(Number);
  const anchorIndex = anchorYear * 12 + (anchorMonth - 1);
  const firstStep = Math.ceil((year * 12 - anchorIndex) / months);
  const lastStep = Math.floor((year * 12 + 11 - anchorIndex) / months);
  for (let step = firstStep; step <= lastStep; step++) {
    const index = anchorIndex + step * months;
    const y = Math.floor(index / 12);
    const m = index % 12;
    const day = dayNumberOf(y, m, Math.min(anchorDay, daysInMonth(y, m + 1)));
    if (keep(day)) dates.push(day);
  }
  return dates;
}

const DAY = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
function toDayNumber(day: string) {
  return dayNumberOf(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  );
}

/** Days since 1970-01-01 of a calendar date (month 0-11). */
function dayNumberOf(year: number, monthIndex: number, day: number) {
  return Date.UTC(year, monthIndex, day) / DAY;
}

function fromDayNumber(day: number) {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** 0-11 from a `YYYY-MM-DD` date. */
function monthIndexOf(day: string) {
  return Number(day.slice(5, 7)) - 1;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month (1-12). */
function daysInMonth(year: number, month: number) {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

const monthTables = new Map<number, Uint8Array>();

/** The month index (0-11) of each day of `year`, by the day's position in the year; built once per year. */
function monthsOfYear(year: number) {
  let table = monthTables.get(year);
  if (!table) {
    table = new Uint8Array(366);
    let position = 0;
    for (let month = 0; month < 12; month++)
      table.fill(month, position, (position += daysInMonth(year, month + 1)));
    monthTables.set(year, table);
  }
  return table;
}
