import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refusedRecordKeys, refusedRecordsApi } from '../api/refused-records.api';

const FOLLOW = { refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

export function useOpenRefusedRecords(enabled = true) {
  return useQuery({
    queryKey: refusedRecordKeys.open(),
    queryFn: refusedRecordsApi.open,
    enabled,
    ...FOLLOW,
  });
}

export function usePendingGasDeclarations(enabled = true) {
  return useQuery({
    queryKey: refusedRecordKeys.declarations(),
    queryFn: refusedRecordsApi.declarations,
    enabled,
    ...FOLLOW,
  });
}

/** Resolving a refused record or deciding a declaration: the queue, its badge and the fluids refetch. */
export function useQueueDecision<Args extends unknown[]>(
  mutationFn: (...args: Args) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => mutationFn(...args),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refusedRecordKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['fluids'] });
    },
  });
}
