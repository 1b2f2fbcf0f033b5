import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustUnitActivityRequest } from '@campo/contracts';
import { activityPlanKeys, activityPlansApi } from '../api/activity-plans.api';

/** One unit's activity plan (its type's catalogue with the unit's adjustments). */
export function useUnitPlan(equipmentId: string) {
  return useQuery({
    queryKey: activityPlanKeys.unit(equipmentId),
    queryFn: () => activityPlansApi.unitPlan(equipmentId),
  });
}

export function useAdjustUnitActivity(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      activityId,
      change,
    }: {
      activityId: string;
      change: AdjustUnitActivityRequest;
    }) => activityPlansApi.adjustUnit(equipmentId, activityId, change),
    onSuccess: (plan) => queryClient.setQueryData(activityPlanKeys.unit(equipmentId), plan),
  });
}
