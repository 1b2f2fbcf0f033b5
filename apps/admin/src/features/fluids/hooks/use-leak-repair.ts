import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fluidsApi } from '../api/fluids.api';
import type { LeakRepairRequest } from '../api/fluids.types';
import { refreshFluids } from './fluid-cache';

/** Records a unit's leak test and repair; the report (its leak flag) is read again. */
export function useRecordLeakRepair(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LeakRepairRequest) => fluidsApi.recordRepair(equipmentId, request),
    onSuccess: () => refreshFluids(queryClient),
  });
}
