import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCatalogueActivityRequest,
  UpdateCatalogueActivityRequest,
} from '@campo/contracts';
import { activityPlanKeys, activityPlansApi } from '../api/activity-plans.api';

/** The company's activity catalogue, every type. */
export function useActivityCatalogue() {
  return useQuery({
    queryKey: activityPlanKeys.catalogue(),
    queryFn: activityPlansApi.catalogue,
  });
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCatalogueActivityRequest) => activityPlansApi.create(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityPlanKeys.all }),
  });
}

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateCatalogueActivityRequest }) =>
      activityPlansApi.update(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityPlanKeys.all }),
  });
}
