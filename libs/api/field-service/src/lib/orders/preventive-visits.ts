// The pure rule of preventive generation: which visits (one order each) a month's activity
// occurrences make, and which activities each carries.
import type { Periodicity } from '@campo/contracts';
import { DAY_STEPS } from '../schedule/plan-walk';

/** One activity of a unit due on a day of the month (`ScheduleService.occurrences`), with its periodicity. */
export interface DueOccurrence {
  equipamentoId: string;
  atividadeId: string;
  data: string;
  periodicidade: Periodicity;
}

/** One preventive visit to a unit: its day and the activities it carries, each with the day it fell due. */
export interface PreventiveVisit {
  equipamentoId: string;
  data: string;
  atividades: Array<{ atividadeId: string; prevista: string; periodicidade: Periodicity }>;
}

/**
 * The visits a month's occurrences make: one per unit and day. Day-coded activities (D,
 * 2D, SM, QZ) make their own days; the others (MS…AN, PT, and H should one come) ride on
 * the unit's first visit of the month: the day of a preventive already generated for it
 * in the month (`existing`, earliest first), else its earliest due day. An activity is
 * carried once per visit. Sorted by day, then unit.
 */
export function preventiveVisits(
  occurrences: DueOccurrence[],
  existing: ReadonlyMap<string, string> = new Map(),
): PreventiveVisit[] {
  const byUnit = new Map<string, DueOccurrence[]>();
  for (const occurrence of occurrences)
    byUnit.set(occurrence.equipamentoId, [
      ...(byUnit.get(occurrence.equipamentoId) ?? []),
      occurrence,
    ]);
  const visits: PreventiveVisit[] = [];
  for (const [equipamentoId, due] of byUnit) {
    const first =
      existing.get(equipamentoId) ??
      due.reduce((min, o) => (o.data < min ? o.data : min), due[0].data);
    const byDay = new Map<string, PreventiveVisit['atividades']>();
    for (const occurrence of [...due].sort((a, b) => a.data.localeCompare(b.data))) {
      const day = DAY_STEPS[occurrence.periodicidade] ? occurrence.data : first;
      const carried = byDay.get(day) ?? [];
      if (!carried.some((activity) => activity.atividadeId === occurrence.atividadeId))
        carried.push({
          atividadeId: occurrence.atividadeId,
          prevista: occurrence.data,
          periodicidade: occurrence.periodicidade,
        });
      byDay.set(day, carried);
    }
    for (const [data, atividades] of byDay) visits.push({ equipamentoId, data, atividades });
  }
  return visits.sort(
    (a, b) => a.data.localeCompare(b.data) || a.equipamentoId.localeCompare(b.equipamentoId),
  );
}
