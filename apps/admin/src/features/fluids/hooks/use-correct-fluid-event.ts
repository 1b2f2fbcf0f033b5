import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fluidsApi } from '../api/fluids.api';
import type { CorrectFluidEventRequest } from '../api/fluids.types';
import { refreshFluids } from './fluid-cache';

/** Corrects an event, with the reason (kept in its audit trail). */
export function useCorrectFluidEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectFluidEventRequest) => fluidsApi.correct(id, request),
    onSuccess: () => refreshFluids(queryClient),
  });
}
