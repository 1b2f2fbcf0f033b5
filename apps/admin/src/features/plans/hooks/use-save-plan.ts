import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plansApi } from '../api/plans.api';
import type { MaintenancePlan } from '../api/plans.types';
import { cadenceOf, type PlanDraft, planChanges } from '../plan-draft';
import { refreshPlans } from './plan-cache';

/**
 * Creates a plan for the equipment or, given `plan`, sends what the draft changes in it
 * (periodicity, cadence, start, or turning it off and on).
 */
export function useSavePlan(equipmentId: string, plan?: MaintenancePlan) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: PlanDraft) =>
      plan
        ? plansApi.update(plan.id, planChanges(plan, draft))
        : plansApi.create({
            equipamentoId: equipmentId,
            periodicidade: draft.periodicidade,
            cadenciaDias: cadenceOf(draft),
            inicio: draft.inicio,
          }),
    onSuccess: () => refreshPlans(queryClient),
  });
}
