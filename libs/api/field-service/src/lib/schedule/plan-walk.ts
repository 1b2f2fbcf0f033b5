import type { Periodicity, PreventiveOutcome } from '@campo/contracts';
import { calendarOf, dayNumberOf, daysInMonth } from './day-numbers';

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
 * The dates of a plan in the period and the execution that served each, walking from
 * `anchor` (its last execution before the period, or null). `executions` are the plan's,
 * ascending; those before the period or more than half a step after its end are not read.
 * Nothing is due from `retiredOn` on (the day its equipment or contract was retired).
 */
export function walkPeriod(
  plan: WalkPlan,
  anchor: number | null,
  executions: readonly number[],
  period: { start: number; end: number },
  retiredOn: number | null = null,
): WalkedDate[] {
  const interval = intervalDays(plan);
  if (interval === null) return [];
  const reach = Math.floor(interval / 2);
  // Dates before this cannot take an execution of the period: they were missed long ago.
  const earliest = period.start - reach;
  const last = retiredOn !== null && retiredOn <= period.end ? retiredOn - 1 : period.end;
  const latestDone = period.end + reach;
  let next = firstFrom(executions, period.start);
  const walked: WalkedDate[] = [];
  let dates = datesAfter(plan, anchor, earliest);
  let due = dates();
  while (due !== null && due <= last) {
    const done =
      next < executions.length && executions[next] <= latestDone ? executions[next] : null;
    if (done !== null && done - due <= reach) {
      // Within half a step: it serves this date. Further ahead: an extra visit replacing it.
      if (done - due >= -reach && due >= period.start) walked.push({ due, done });
      next += 1;
      dates = datesAfter(plan, done, earliest);
      due = dates();
      continue;
    }
    if (due >= period.start) walked.push({ due, done: null });
    due = dates();
  }
  return walked;
}

/** What became of a walked date by `today`, with the plan's tolerance in days. */
export function outcomeOf(date: WalkedDate, tolerance: number, today: number): PreventiveOutcome {
  if (date.done !== null)
    return Math.abs(date.done - date.due) <= tolerance ? 'no_prazo' : 'fora_do_prazo';
  return date.due - today + tolerance >= 0 ? 'a_vencer' : 'nao_executada';
}

/**
 * The plan's dates one after another, from the first on or after `from`: the steps after
 * `anchor`, or from the plan's start when there is none; never before the start. Null
 * when there are no more.
 */
function datesAfter(plan: WalkPlan, anchor: number | null, from: number): () => number | null {
  const low = Math.max(from, plan.start);
  if (plan.periodicidade === 'PT') {
    let given = !(plan.start >= low && (anchor === null || plan.start > anchor));
    return () => (given ? null : ((given = true), plan.start));
  }
  const base = anchor ?? plan.start;
  const firstStep = anchor === null ? 0 : 1;
  const days = plan.cadenciaDias ?? DAY_STEPS[plan.periodicidade];
  if (days) {
    let step = Math.max(firstStep, Math.ceil((low - base) / days));
    return () => base + step++ * days;
  }
  const months = MONTH_STEPS[plan.periodicidade];
  if (!months) return () => null; // H: no calendar dates
  const { year, monthIndex, day } = calendarOf(base);
  const baseIndex = year * 12 + monthIndex;
  const dateAt = (step: number) => {
    const index = baseIndex + step * months;
    const y = Math.floor(index / 12);
    const m = index % 12;
    return dayNumberOf(y, m, Math.min(day, daysInMonth(y, m + 1)));
  };
  const lowMonth = calendarOf(low);
  let step = Math.max(
    firstStep,
    Math.floor((lowMonth.year * 12 + lowMonth.monthIndex - baseIndex) / months),
  );
  while (dateAt(step) < low) step += 1;
  return () => dateAt(step++);
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
