import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CleaningProductRequest } from '@campo/contracts';
import { activityPlanKeys, activityPlansApi } from '../api/activity-plans.api';

/** The cleaning products the PMOC lists. */
export function useCleaningProducts() {
  return useQuery({ queryKey: activityPlanKeys.products(), queryFn: activityPlansApi.products });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CleaningProductRequest) => activityPlansApi.createProduct(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityPlanKeys.products() }),
  });
}

export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => activityPlansApi.removeProduct(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityPlanKeys.products() }),
  });
}
