import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plansApi } from '../api/plans.api';
import { refreshPlans } from './plan-cache';

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: plansApi.create, onSuccess: () => refreshPlans(queryClient) });
}
