import { PERIODICITY_LABELS, type Periodicity, type UnitPlan } from '@campo/contracts';

/** "Mensal (MS)". */
export const periodicityText = (code: Periodicity) => `${PERIODICITY_LABELS[code]} (${code})`;

/** "a cada 500 h de uso", or the periodicity's name when no interval is set. */
export function hoursText(hours: number | null): string {
  return hours === null ? PERIODICITY_LABELS.H : `A cada ${hours.toLocaleString('pt-BR')} h de uso`;
}

/** The plan's conflicts by activity id (the API computes them: one rule, the PMOC's). */
export function conflictsOf(plan: UnitPlan) {
  return new Map(plan.conflitos.map((conflict) => [conflict.atividadeId, conflict]));
}

/** The conflicts still without the RT's justification: each one blocks the PMOC's signature. */
export const openConflicts = (plan: UnitPlan) =>
  plan.conflitos.filter((conflict) => conflict.justificativa === null);
