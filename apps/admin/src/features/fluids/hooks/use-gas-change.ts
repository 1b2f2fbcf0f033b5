import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';
import type { GasChangeRequest } from '../api/fluids.types';
import { refreshFluids } from './fluid-cache';

/** An equipment's recorded gas changes (none chosen: nothing asked). */
export function useGasChanges(equipmentId: string) {
  return useQuery({
    queryKey: fluidKeys.gasChanges(equipmentId),
    queryFn: () => fluidsApi.gasChanges(equipmentId),
    enabled: Boolean(equipmentId),
  });
}

/** Records a change of an equipment's gas (a retrofit); the equipment list is read again. */
export function useChangeGas(equipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GasChangeRequest) => fluidsApi.changeGas(equipmentId, request),
    onSuccess: () => refreshFluids(queryClient),
  });
}
