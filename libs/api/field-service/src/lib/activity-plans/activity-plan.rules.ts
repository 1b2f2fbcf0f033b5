// The pure rules of activity plans: a unit's plan from its type's catalogue and its own
// adjustments, and which of its activities are due at a visit.
import type { Periodicity, UnitPlanActivity } from '@campo/contracts';
import { daysInMonth, fromDayNumber, toDayNumber } from '@campo/platform';
import { DAY_STEPS, MONTH_STEPS } from '../schedule/plan-walk';

export interface CatalogueRow {
  id: string;
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  criterio: string;
  fonte: string;
  ativo: boolean;
}

/** A unit's adjustment: of a catalogue activity (`atividadeId`), or an extra one (`atividadeId` null). */
export interface AdjustmentRow {
  id: string;
  atividadeId: string | null;
  componente: string | null;
  descricao: string | null;
  criterio: string | null;
  periodicidade: Periodicity | null;
  ativo: boolean;
}

/** Where the unit's own extra activities come from, as the PMOC prints it. */
export const UNIT_ACTIVITY_SOURCE = 'Plano da unidade';

/**
 * A unit's plan: its type's catalogue activities (those switched off in the catalogue
 * dropped), each with the unit's adjustment applied (another periodicity, switched off),
 * then the unit's extra activities. Inactive ones stay in the list, marked, so a screen
 * can switch them back on; `dueActivities` skips them.
 */
export function unitPlan(
  catalogue: CatalogueRow[],
  adjustments: AdjustmentRow[],
): UnitPlanActivity[] {
  const byActivity = new Map(
    adjustments.filter((row) => row.atividadeId).map((row) => [row.atividadeId!, row]),
  );
  const fromCatalogue = catalogue
    .filter((row) => row.ativo)
    .map((row): UnitPlanActivity => {
      const adjustment = byActivity.get(row.id);
      return {
        atividadeId: row.id,
        componente: row.componente,
        descricao: row.descricao,
        periodicidade: adjustment?.periodicidade ?? row.periodicidade,
        criterio: row.criterio,
        fonte: row.fonte,
        origem: 'catalogo',
        ajustada: Boolean(
          adjustment &&
          (!adjustment.ativo ||
            (adjustment.periodicidade && adjustment.periodicidade !== row.periodicidade)),
        ),
        ativo: adjustment?.ativo ?? true,
      };
    });
  const extra = adjustments
    .filter((row) => !row.atividadeId)
    .map((row): UnitPlanActivity => ({
      atividadeId: row.id,
      componente: row.componente!,
      descricao: row.descricao!,
      periodicidade: row.periodicidade!,
      criterio: row.criterio!,
      fonte: UNIT_ACTIVITY_SOURCE,
      origem: 'unidade',
      ajustada: false,
      ativo: row.ativo,
    }));
  return [...fromCatalogue, ...extra];
}

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
