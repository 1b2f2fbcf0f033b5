import type { Periodicity, PreventiveOutcome } from '@campo/contracts';
import { calendarOf, dayNumberOf, daysInMonth } from '@campo/platform';

/**
 * The walk of a plan through a period: the one rule by which both the RGM's preventive
 * compliance and the annual grid's past months say what was due and what became of it.
 * A pure module on day numbers (days since 1970-01-01), as it runs for every plan of a grid.
 *
 * - Each date falls one step after the plan's last execution (or on the steps from its
 *   start when it has none): D, 2D, SM, QZ by days; MS, BM, TR, QD, SE, AN by calendar
 *   months, the day clamped to the month's end; a custom cadence in days overrides the
 *   code; PT is its one date; H has no calendar dates.
 * - A date takes the next execution if it is within half the plan's interval of it, even
 *   one made after the period; that execution re-anchors the dates after it. An execution
 *   more than half a step ahead of a date replaces it (an extra visit: the dates follow it).
 * - A date just before the period can take an execution made early in it: it re-anchors
 *   the walk but belongs to its own period, so each execution counts once.
 */
export interface Cadence {
  periodicidade: Periodicity;
  /** Custom cadence in days; overrides the code's step. */
  cadenciaDias?: number | null;
}

export interface WalkPlan extends Cadence {
  /** The plan's start, as a day number: nothing is due before it. */
  start: number;
}

/** A date due in the period and the execution that served it, or null. */
export interface WalkedDate {
  due: number;
  done: number | null;
}

export const DAY_STEPS: Partial<Record<Periodicity, number>> = { D: 1, '2D': 2, SM: 7, QZ: 14 };
export const MONTH_STEPS: Partial<Record<Periodicity, number>> = {
  MS: 1,
  BM: 2,
  TR: 3,
  QD: 4,
  SE: 6,
  AN: 12,
};

const MONTH = 365.25 / 12;

/** The nominal interval of a plan, in days; null when it has no calendar cadence. */
const NOMINAL_DAYS: Record<Periodicity, number | null> = {
  D: 1,
  '2D': 2,
  SM: 7,
  QZ: 14,
  MS: MONTH,
  BM: 2 * MONTH,
  TR: 3 * MONTH,
  QD: 4 * MONTH,
  SE: 6 * MONTH,
  AN: 12 * MONTH,
  PT: MONTH,
  H: null,
};

/** The share of the interval that still counts as on time (either side of the planned date). */
export const TOLERANCE_SHARE = 0.1;

/** A plan's interval in days (its custom cadence, or its code's nominal one); null for H. */
export function intervalDays(plan: Cadence): number | null {
  return plan.cadenciaDias ?? NOMINAL_DAYS[plan.periodicidade];
}

/** ± days around a planned date that count as on time, for a plan's cadence; null for H. */
export function toleranceDays(plan: Cadence): number | null {
  const interval = intervalDays(plan);
  return interval === null ? null : Math.round(interval * TOLERANCE_SHARE);
}

/**
 * The dates of a plan in each of a run of consecutive periods and the execution that served
 * each, every period walked as if alone: from the plan's last execution before it (or from
 * its start). `executions` are the plan's, ascending: the one before the first period, then
 * those from it on (a date takes one up to half a step after its period's end). Nothing is
 * due from `retiredOn` on (the day its equipment or contract was retired).
 *
 * When every execution before a period has been read, the walk already stands where a
 * fresh one would (the same anchor, dates and executions ahead), so it goes on into the
 * period; it starts afresh from the last execution before a period only when one was left
 * unread (a visit done early for a date of that period, which that period does not count).
 * So a year of months costs about one walk, not twelve.
 */
export function walkPeriods(
  plan: WalkPlan,
  executions: readonly number[],
  periods: ReadonlyArray<{ start: number; end: number }>,
  retiredOn: number | null,
  visit: (period: number, date: WalkedDate) => void,
): void {
  const interval = intervalDays(plan);
  if (interval === null || periods.length === 0) return;
  const reach = Math.floor(interval / 2);
  const dates = new DateCursor(plan);
  let next = 0;
  let due: number | null = null;
  for (let index = 0; index < periods.length; index++) {
    const { start, end } = periods[index];
    const fresh = index === 0 || (next < executions.length && executions[next] < start);
    if (fresh) {
      // Anchor on the last execution before the period; dates before `start − reach` cannot
      // take an execution of the period: they were missed long ago.
      next = firstFrom(executions, start);
      due = dates.reset(next > 0 ? executions[next - 1] : null, start - reach);
    }
    const last = retiredOn !== null && retiredOn <= end ? retiredOn - 1 : end;
    const latestDone = end + reach;
    while (due !== null && due <= last) {
      const done =
        next < executions.length && executions[next] <= latestDone ? executions[next] : null;
      if (done !== null && done - due <= reach) {
        // Within half a step: it serves this date. Further ahead: an extra visit replacing it.
        if (done - due >= -reach && due >= start) visit(index, { due, done });
        next += 1;
        due = dates.reset(done, start - reach);
        continue;
      }
      if (due >= start) visit(index, { due, done: null });
      due = dates.next();
    }
  }
}

/** The dates of a plan in one period, from `anchor` (its last execution before it, or null): `walkPeriods` for one. */
export function walkPeriod(
  plan: WalkPlan,
  anchor: number | null,
  executions: readonly number[],
  period: { start: number; end: number },
  retiredOn: number | null = null,
): WalkedDate[] {
  const walked: WalkedDate[] = [];
  const from = firstFrom(executions, period.start);
  const read = anchor === null ? executions.slice(from) : [anchor, ...executions.slice(from)];
  walkPeriods(plan, read, [period], retiredOn, (_, date) => walked.push(date));
  return walked;
}

/** What became of a walked date by `today`, with the plan's tolerance in days. */
export function outcomeOf(date: WalkedDate, tolerance: number, today: number): PreventiveOutcome {
  if (date.done !== null)
    return Math.abs(date.done - date.due) <= tolerance ? 'no_prazo' : 'fora_do_prazo';
  return date.due - today + tolerance >= 0 ? 'a_vencer' : 'nao_executada';
}

/**
 * A plan's dates one after another: the steps after an anchor (its last execution), or from
 * the plan's start when there is none; never before the start. Null when there are no more.
 */
class DateCursor {
  private readonly days: number | undefined;
  private readonly months: number | undefined;
  private step = 0;
  private base = 0;
  private baseMonth = 0;
  private baseDay = 0;
  private done = false;

  constructor(private readonly plan: WalkPlan) {
    if (plan.periodicidade !== 'PT') {
      this.days = plan.cadenciaDias ?? DAY_STEPS[plan.periodicidade];
      if (!this.days) this.months = MONTH_STEPS[plan.periodicidade];
    }
  }

  /** Restarts after `anchor` (null: from the start) and gives the first date on or after `from`. */
  reset(anchor: number | null, from: number): number | null {
    const low = Math.max(from, this.plan.start);
    const firstStep = anchor === null ? 0 : 1;
    this.base = anchor ?? this.plan.start;
    this.done = false;
    if (this.plan.periodicidade === 'PT') {
      this.done = !(this.plan.start >= low && (anchor === null || this.plan.start > anchor));
      return this.next();
    }
    if (this.days) {
      this.step = Math.max(firstStep, Math.ceil((low - this.base) / this.days));
      return this.next();
    }
    if (!this.months) {
      this.done = true; // H: no calendar dates
      return null;
    }
    const { year, monthIndex, day } = calendarOf(this.base);
    this.baseMonth = year * 12 + monthIndex;
    this.baseDay = day;
    const lowMonth = calendarOf(low);
    this.step = Math.max(
      firstStep,
      Math.floor((lowMonth.year * 12 + lowMonth.monthIndex - this.baseMonth) / this.months),
    );
    while (this.dateAt(this.step) < low) this.step += 1;
    return this.next();
  }

  next(): number | null {
    if (this.done) return null;
    if (this.plan.periodicidade === 'PT') {
      this.done = true;
      return this.plan.start;
    }
    if (this.days) return this.base + this.step++ * this.days;
    return this.dateAt(this.step++);
  }

  private dateAt(step: number) {
    const index = this.baseMonth + step * (this.months ?? 0);
    const year = Math.floor(index / 12);
    const month = index % 12;
    return dayNumberOf(year, month, Math.min(this.baseDay, daysInMonth(year, month + 1)));
  }
}

/** The index of the first of ascending `days` on or after `day`. */
function firstFrom(days: readonly number[], day: number) {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (days[middle] < day) low = middle + 1;
    else high = middle;
  }
  return low;
}
