import type { Periodicity } from '@campo/contracts';
import { todayInputValue } from '../../lib/format';
import { periodicityLabel } from '../schedule/schedule-format';
import type { MaintenancePlan, UpdatePlanRequest } from './api/plans.types';

/** The longest custom cadence the server accepts, in days (ten years). */
const MAX_CADENCE = 3650;

/** A plan as typed in its form. */
export interface PlanDraft {
  periodicidade: Periodicity;
  /** Days, as typed; empty to follow the periodicity. */
  cadenciaDias: string;
  /** `YYYY-MM-DD`. */
  inicio: string;
  ativo: boolean;
}

export function emptyPlanDraft(): PlanDraft {
  return { periodicidade: 'MS', cadenciaDias: '', inicio: todayInputValue(), ativo: true };
}

export function planDraftOf(plan: MaintenancePlan): PlanDraft {
  return {
    periodicidade: plan.periodicidade,
    cadenciaDias: plan.cadenciaDias === null ? '' : String(plan.cadenciaDias),
    inicio: plan.inicio,
    ativo: plan.ativo,
  };
}

/** The custom cadence in days, or null to follow the periodicity. */
export function cadenceOf(draft: PlanDraft): number | null {
  return draft.cadenciaDias.trim() === '' ? null : Number(draft.cadenciaDias);
}

/** What is wrong with a typed cadence, if anything (the server checks the same). */
export function cadenceProblem(typed: string): string | undefined {
  const cadence = typed.trim() === '' ? null : Number(typed);
  if (cadence !== null && (!Number.isInteger(cadence) || cadence < 1 || cadence > MAX_CADENCE))
    return `Um número inteiro de dias, de 1 a ${MAX_CADENCE}.`;
  return undefined;
}

/** The fields that differ from the plan. */
export function planChanges(plan: MaintenancePlan, draft: PlanDraft): UpdatePlanRequest {
  const cadence = cadenceOf(draft);
  return {
    ...(draft.periodicidade !== plan.periodicidade ? { periodicidade: draft.periodicidade } : {}),
    ...(cadence !== plan.cadenciaDias ? { cadenciaDias: cadence } : {}),
    ...(draft.inicio !== plan.inicio ? { inicio: draft.inicio } : {}),
    ...(draft.ativo !== plan.ativo ? { ativo: draft.ativo } : {}),
  };
}

/** The custom cadence ("A cada 45 dias"), or that the periodicity sets it. */
export function planCadenceText(plan: MaintenancePlan): string {
  if (plan.cadenciaDias === null) return 'Pela periodicidade';
  return plan.cadenciaDias === 1 ? 'A cada dia' : `A cada ${plan.cadenciaDias} dias`;
}

/** "Mensal (MS)". */
export const planPeriodicityText = (code: string) => `${periodicityLabel(code)} (${code})`;
