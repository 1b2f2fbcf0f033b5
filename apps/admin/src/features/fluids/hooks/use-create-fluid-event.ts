import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fluidsApi } from '../api/fluids.api';
import { refreshFluids } from './fluid-cache';

/** Records an event by hand. */
export function useCreateFluidEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fluidsApi.create, onSuccess: () => refreshFluids(queryClient) });
}
