import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plansApi } from '../api/plans.api';
import type { UpdatePlanRequest } from '../api/plans.types';
import { refreshPlans } from './plan-cache';

/** Changes a plan's periodicity, cadence or start, or turns it off and on. */
export function useUpdatePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdatePlanRequest) => plansApi.update(id, request),
    onSuccess: () => refreshPlans(queryClient),
  });
}
