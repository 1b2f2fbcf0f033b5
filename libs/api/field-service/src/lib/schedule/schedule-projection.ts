import type { MonthCell, Periodicity } from '@campo/contracts';
import { calendarOf, dayNumberOf, daysInMonth, fromDayNumber, toDayNumber } from '@campo/platform';
import { DAY_STEPS, MONTH_STEPS, outcomeOf, toleranceDays, walkPeriods } from './plan-walk';

/**
 * The annual maintenance grid: for one unit's activities (each a "plan" here: a cadence,
 * the plan's start and the activity's executions) and a year, what each month shows. A
 * pure module (dates are local `YYYY-MM-DD` strings).
 *
 * - executado: every date of the month served (by an execution within half a step of it,
 *   even one made early in the next month), or an execution that month of an activity with
 *   no date in it (an extra visit), with nothing owed;
 * - parcial: some dates served and others missed or open;
 * - atrasado: a past month with a date missed (its tolerance ran out, no execution) and
 *   none served;
 * - planejado: a date in this month or ahead, or in a past month still within its
 *   tolerance (the RGM's "a vencer"), and none served;
 * - nenhum: nothing planned.
 *
 * Past months and the current one come from the plans' walk (`walkPeriods`), month by
 * month exactly as the RGM of that month counts its preventives: each date one step
 * after the last execution, an execution re-anchoring the dates after it. Months after
 * the current one are projected (`projectPlan`) from the plan's last execution, or from
 * its start when it has none, never before the start: D, 2D, SM, QZ by days; MS, BM, TR,
 * QD, SE, AN by calendar months with the day clamped to the month's end (a monthly plan
 * marks February too); a custom cadence in days overrides the code; PT is its one date;
 * H has no calendar projection (hour-meter readings would be needed), so only executions
 * show. Nothing is due from the day the equipment (or its contract) was retired.
 */
export type { MonthCell, Periodicity };

export interface PlanInput {
  /** The activity this walk is of, when the caller names it (the cell's detail does). */
  atividadeId?: string;
  atividade?: string;
  periodicidade: Periodicity;
  /** Custom cadence in days; overrides the code's step. */
  cadenciaDias?: number | null;
  inicio: string;
  /**
   * Execution dates of this plan, in any order: at least the last one before the year,
   * all of the year and of half a step after it (the walk), and the latest (the anchor
   * of the months ahead).
   */
  execucoes: string[];
}

/**
 * A plan on day numbers (days since 1970-01-01), as the projection reads it: `PlanInput`
 * parsed once. `executions` ascending, duplicates kept.
 */
export interface PlanDays {
  periodicidade: Periodicity;
  cadenciaDias?: number | null;
  /** The plan's start: nothing is due before it. */
  start: number;
  executions: number[];
}

/** A date one plan has in a month, and the execution that served it (null: none yet). */
export interface MonthDate {
  plan: PlanInput;
  due: string;
  done: string | null;
  /** Not executed, its month past and its tolerance run out: what makes the grid's cell late. */
  late: boolean;
}

/** How a walked or projected date reads in its month: the grid's cell and its detail share it. */
function dateStanding(
  month: number,
  done: number | null,
  missed: boolean,
  grid: GridDays,
): 'served' | 'late' | 'open' {
  if (done !== null) return 'served';
  return missed && month < grid.currentMonth ? 'late' : 'open';
}

/** A plan's dates as day numbers, its executions sorted. */
export function planDays(plan: PlanInput): PlanDays {
  const executions = plan.execucoes.map(toDayNumber);
  if (executions.length > 1) executions.sort((a, b) => a - b);
  return {
    periodicidade: plan.periodicidade,
    cadenciaDias: plan.cadenciaDias,
    start: toDayNumber(plan.inicio),
    executions,
  };
}

/** The projected dates of one plan that fall in `year`, from its last execution. */
export function projectPlan(plan: PlanInput, year: number): string[] {
  return projectDays(planDays(plan), gridDays(year, year * 12 - 1)).map(fromDayNumber);
}

/**
 * The 12 cells of an equipment for `year`, given its plans, today's local date and the
 * day it was retired (or null).
 */
export function monthCells(
  plans: PlanInput[],
  year: number,
  today: string,
  retiredOn: string | null = null,
): MonthCell[] {
  return gridCells(
    plans.map(planDays),
    gridOf(year, today),
    retiredOn === null ? null : toDayNumber(retiredOn),
  );
}

/**
 * `monthCells` on plans already parsed and a grid's days computed once: it runs for every
 * equipment of a grid (5,000 in the benchmark), so it works on day numbers and month bits.
 */
export function gridCells(
  plans: readonly PlanDays[],
  grid: GridDays,
  retired: number | null,
): MonthCell[] {
  // One bit per month (1 << month). Per activity: a date served, missed or still open, and
  // an execution made in the month. A month reads what its dates became, as the RGM counts
  // them; an execution counts for a month only where the activity had no date of its own
  // (an extra visit), so a visit that served another month's date never hides a miss. The
  // month is partial when one date was served and another still owes.
  let done = 0;
  let late = 0;
  let open = 0;
  let planServed = 0;
  let planLate = 0;
  let planOpen = 0;
  const future = grid.walkedMonths >= 12 ? 0 : 0xfff & ~((1 << grid.walkedMonths) - 1);
  const visit = (month: number, _due: number, served: number | null, missed: boolean) => {
    const standing = dateStanding(month, served, missed, grid);
    if (standing === 'served') planServed |= 1 << month;
    else if (standing === 'late') planLate |= 1 << month;
    else planOpen |= 1 << month;
  };
  for (const plan of plans) {
    planServed = 0;
    planLate = 0;
    planOpen = 0;
    eachDate(plan, grid, retired, visit);
    let executed = 0;
    for (const day of plan.executions)
      if (day >= grid.yearStart && day <= grid.yearEnd)
        executed |= 1 << grid.monthOfDay[day - grid.yearStart];
    // Months ahead are projected, not walked: an execution recorded there is done.
    const ahead = executed & future;
    done |= planServed | ahead | (executed & ~(planServed | planLate | planOpen));
    late |= planLate;
    open |= planOpen & ~ahead;
  }
  const cells = new Array<MonthCell>(12);
  for (let month = 0; month < 12; month++) {
    const bit = 1 << month;
    if (done & bit) cells[month] = (late | open) & bit ? 'parcial' : 'executado';
    else if (late & bit) cells[month] = 'atrasado';
    else cells[month] = open & bit ? 'planejado' : 'nenhum';
  }
  return cells;
}

/**
 * The dates the plans have in one month (`month` 0-11) of `year`, by the same walk and
 * projection as `monthCells`, each with the execution that served it: why a cell shows
 * what it shows.
 */
export function monthDates(
  plans: PlanInput[],
  year: number,
  month: number,
  today: string,
  retiredOn: string | null = null,
): MonthDate[] {
  const dates: MonthDate[] = [];
  const grid = gridOf(year, today);
  const retired = retiredOn === null ? null : toDayNumber(retiredOn);
  for (const plan of plans)
    eachDate(planDays(plan), grid, retired, (dateMonth, due, done, missed) => {
      if (dateMonth === month)
        dates.push({
          plan,
          due: fromDayNumber(due),
          done: done === null ? null : fromDayNumber(done),
          late: dateStanding(dateMonth, done, missed, grid) === 'late',
        });
    });
  return dates.sort((a, b) => a.due.localeCompare(b.due));
}

/**
 * Every date one plan has in `year`, month by month: walked up to today's month (each as
 * the RGM of that month alone walks it, anchored on the last execution before the month),
 * projected after it. `missed`: not executed and its tolerance ran out by today.
 */
function eachDate(
  plan: PlanDays,
  grid: GridDays,
  retired: number | null,
  visit: (month: number, due: number, done: number | null, missed: boolean) => void,
) {
  const { walkedMonths } = grid;
  const tolerance = toleranceDays(plan);
  if (walkedMonths > 0 && tolerance !== null) {
    walkPeriods(plan, plan.executions, grid.months, retired, (month, date) =>
      visit(
        month,
        date.due,
        date.done,
        date.done === null && outcomeOf(date, tolerance, grid.today) === 'nao_executada',
      ),
    );
  }
  if (walkedMonths === 12) return;
  for (const day of projectDays(plan, grid))
    if (retired === null || day < retired)
      visit(grid.monthOfDay[day - grid.yearStart], day, null, false);
}

/** What every plan of a grid reads of its year and today: computed once per grid. */
export interface GridDays {
  year: number;
  today: number;
  /** Today's month, counted from January of `year` (negative before the year). */
  currentMonth: number;
  /** How many months of the year are walked (those up to today's). */
  walkedMonths: number;
  /** The first and last day of the walked months. */
  months: ReadonlyArray<{ start: number; end: number }>;
  yearStart: number;
  yearEnd: number;
  /** The month index (0-11) of each day of the year, from `yearStart`. */
  monthOfDay: Uint8Array;
}

/** The days of a grid of `year` as of `today` (a local `YYYY-MM-DD`). */
export function gridOf(year: number, today: string): GridDays {
  return gridDays(
    year,
    Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1,
    toDayNumber(today),
  );
}

/** The days of a grid of `year` when today falls in the month `todayMonth` (year × 12 + 0-11). */
function gridDays(year: number, todayMonth: number, today = 0): GridDays {
  const currentMonth = todayMonth - year * 12;
  const walkedMonths = Math.max(0, Math.min(12, currentMonth + 1));
  return {
    year,
    today,
    currentMonth,
    walkedMonths,
    months: monthsOf(year, walkedMonths),
    yearStart: dayNumberOf(year, 0, 1),
    yearEnd: dayNumberOf(year, 11, 31),
    monthOfDay: monthTable(year),
  };
}

/**
 * The projected dates of one plan that fall in the grid's year from the month after
 * today's on (all of them when the year is ahead), as day numbers.
 */
function projectDays(plan: PlanDays, grid: GridDays): number[] {
  const { year, walkedMonths: fromMonth, yearEnd } = grid;
  const start = plan.start;
  const from = dayNumberOf(year, fromMonth, 1);
  const anchor = plan.executions.length > 0 ? plan.executions[plan.executions.length - 1] : start;
  const keep = (day: number) => day >= from && day <= yearEnd && day >= start;
  const dates: number[] = [];

  if (plan.periodicidade === 'PT') return keep(start) ? [start] : [];
  const days = plan.cadenciaDias ?? DAY_STEPS[plan.periodicidade];
  if (days) {
    const first = Math.ceil((from - anchor) / days);
    const last = Math.floor((yearEnd - anchor) / days);
    for (let step = first; step <= last; step++) {
      const day = anchor + step * days;
      if (keep(day)) dates.push(day);
    }
    return dates;
  }
  const months = MONTH_STEPS[plan.periodicidade];
  if (!months) return dates; // H: no calendar projection
  const { year: anchorYear, monthIndex: anchorMonth, day: anchorDay } = calendarOf(anchor);
  const anchorIndex = anchorYear * 12 + anchorMonth;
  const firstStep = Math.ceil((year * 12 + fromMonth - anchorIndex) / months);
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

const yearMonths = new Map<number, Array<{ start: number; end: number }>>();

/** The first and last day of the first `count` months of `year`; built once per year and count. */
function monthsOf(year: number, count: number) {
  const key = year * 16 + count;
  let months = yearMonths.get(key);
  if (!months) {
    months = Array.from({ length: count }, (_, month) => ({
      start: dayNumberOf(year, month, 1),
      end: dayNumberOf(year, month + 1, 0),
    }));
    yearMonths.set(key, months);
  }
  return months;
}

const monthTables = new Map<number, Uint8Array>();

/** The month index (0-11) of each day of `year`, a table built once per year. */
function monthTable(year: number) {
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
