import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plansApi } from '../api/plans.api';
import type { RecordExecutionRequest } from '../api/plans.types';
import { refreshPlans } from './plan-cache';

/** Records a preventive execution of a plan (the grid projects the next ones from it). */
export function useRecordExecution(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordExecutionRequest) => plansApi.recordExecution(planId, request),
    onSuccess: () => refreshPlans(queryClient),
  });
}
