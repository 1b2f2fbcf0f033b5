import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fluidsApi } from '../api/fluids.api';
import { refreshFluids } from './fluid-cache';

/** Confirms a flagged event as it is, with the reason. */
export function useConfirmFluidEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (motivo: string) => fluidsApi.confirm(id, motivo),
    onSuccess: () => refreshFluids(queryClient),
  });
}
