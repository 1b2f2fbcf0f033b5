// The pure rules of activity plans: which of a unit's activities are due at a visit. The
// plan itself (the type's catalogue with the unit's adjustments) is the view `plano_atividade`.
import type { Periodicity, UnitPlanActivity } from '@campo/contracts';
import { daysInMonth, fromDayNumber, toDayNumber } from '@campo/platform';
import { DAY_STEPS, MONTH_STEPS } from '../schedule/plan-walk';

/**
 * The next date an activity is due: one step after its last execution, or the plan's
 * start when it was never executed (null: no start known, due at once). Day codes (D,
 * 2D, SM, QZ) step days; MS…AN step calendar months with the day clamped to the month's
 * end (as the annual grid does). H has no calendar (null); PT is due once, at the start.
 */
export function nextDue(
  periodicity: Periodicity,
  lastExecution: string | null,
  planStart: string | null,
): string | null {
  if (lastExecution === null) return planStart;
  if (periodicity === 'PT' || periodicity === 'H') return null;
  const days = DAY_STEPS[periodicity];
  if (days) return fromDayNumber(toDayNumber(lastExecution) + days);
  const months = MONTH_STEPS[periodicity]!;
  const [year, month, day] = lastExecution.split('-').map(Number);
  const index = year * 12 + month - 1 + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, daysInMonth(y, m))).padStart(2, '0')}`;
}

/**
 * Whether an activity is due at a visit on `visitDate` (local `YYYY-MM-DD`): its next
 * date falls in the visit's month or before it (for day codes: on the visit's day or
 * before), so a date missed is asked again at the next visit. An activity by hours of
 * use (H) is asked at every visit (the technician reads the hour meter); a one-off (PT)
 * until it is executed once.
 */
export function isDue(
  periodicity: Periodicity,
  lastExecution: string | null,
  planStart: string | null,
  visitDate: string,
): boolean {
  if (periodicity === 'H') return true;
  if (periodicity === 'PT' && lastExecution !== null) return false;
  const next = nextDue(periodicity, lastExecution, planStart);
  if (next === null) return true;
  return DAY_STEPS[periodicity] ? next <= visitDate : next.slice(0, 7) <= visitDate.slice(0, 7);
}

/**
 * The activities of a unit's plan due at a visit, in the plan's order: active, and due by
 * `isDue` from their last execution before the visit (`lastExecutions` by activity id).
 */
export function dueActivities(
  plan: UnitPlanActivity[],
  lastExecutions: ReadonlyMap<string, string>,
  planStart: string | null,
  visitDate: string,
): UnitPlanActivity[] {
  return plan.filter(
    (activity) =>
      activity.ativo &&
      isDue(
        activity.periodicidade,
        lastExecutions.get(activity.atividadeId) ?? null,
        planStart,
        visitDate,
      ),
  );
}
