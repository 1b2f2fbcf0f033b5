import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fluidsApi } from '../api/fluids.api';
import { refreshFluids } from './fluid-cache';

/** Deletes an event, with the reason (kept in its audit trail). */
export function useDeleteFluidEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (motivo: string) => fluidsApi.remove(id, motivo),
    onSuccess: () => refreshFluids(queryClient),
  });
}
