import type { Periodicity } from '@campo/contracts';
import { intervalDays } from './plan-walk';

/**
 * The one rule of a cadence conflict: an active activity of a unit's plan that needs work
 * more often than the contract's visit cadence for the unit (the ingested
 * `equipamento.periodicidade`) brings a technician. A monthly filter cleaning on a unit
 * visited half-yearly is one: the plan promises what the visits cannot deliver. Activities
 * by hour-meter (H) or one-off (PT), and units without a visit cadence (theirs is the most
 * frequent activity's), have none. A justification recorded on the unit's activity (why
 * the plan stands as it is: the client's own staff cleans the filters, say) resolves it.
 */
export interface CadenceActivity {
  atividadeId: string;
  descricao: string;
  periodicidade: Periodicity;
  ativo: boolean;
  justificativa?: string | null;
}

export interface CadenceConflict<T extends CadenceActivity = CadenceActivity> {
  atividade: T;
  /** The contract's visit cadence the activity is more frequent than. */
  visitas: Periodicity;
  /** The RT's justification, or null while the conflict is open. */
  justificativa: string | null;
}

/** The conflicts of one unit's plan with its visit cadence, in the plan's order. */
export function cadenceConflicts<T extends CadenceActivity>(
  visitCadence: Periodicity | null,
  activities: readonly T[],
): CadenceConflict<T>[] {
  const visits = visitCadence ? calendarInterval(visitCadence) : null;
  if (visitCadence === null || visits === null) return [];
  return activities.flatMap((activity) => {
    const interval = calendarInterval(activity.periodicidade);
    if (!activity.ativo || interval === null || interval >= visits) return [];
    return [
      { atividade: activity, visitas: visitCadence, justificativa: activity.justificativa ?? null },
    ];
  });
}

/** A code's nominal interval in days; null for the codes without a calendar (H, PT). */
function calendarInterval(code: Periodicity): number | null {
  return code === 'H' || code === 'PT' ? null : intervalDays({ periodicidade: code });
}
