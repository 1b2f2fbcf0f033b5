import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustUnitActivityRequest,
  RecordActivityExecutionRequest,
  UnitPlan,
  UpdateUnitPlanRequest,
} from '@campo/contracts';
import { scheduleKeys } from '../../schedule/api/schedule.api';
import { activityPlanKeys, activityPlansApi } from '../api/activity-plans.api';

/** One unit's maintenance plan: its start, its activities (the type's catalogue with the unit's adjustments), its conflicts. */
export function useUnitPlan(equipmentId: string) {
  return useQuery({
    queryKey: activityPlanKeys.unit(equipmentId),
    queryFn: () => activityPlansApi.unitPlan(equipmentId),
  });
}

/** After a change the API answers the plan as it now stands; the annual grid, derived from it, is read again. */
function planChanged(queryClient: QueryClient, equipmentId: string, plan: UnitPlan) {
  queryClient.setQueryData(activityPlanKeys.unit(equipmentId), plan);
  return queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
}

export function useUpdateUnitPlan(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateUnitPlanRequest) =>
      activityPlansApi.updateUnitPlan(equipmentId, request),
    onSuccess: (plan) => planChanged(queryClient, equipmentId, plan),
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
    onSuccess: (plan) => planChanged(queryClient, equipmentId, plan),
  });
}

/** Executions recorded by hand: the activities listed, or those due that day. */
export function useRecordExecutions(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordActivityExecutionRequest) =>
      activityPlansApi.recordExecutions(equipmentId, request),
    onSuccess: (recorded) => planChanged(queryClient, equipmentId, recorded.plano),
  });
}
