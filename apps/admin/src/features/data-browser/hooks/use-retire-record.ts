import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys, recordsApi } from '../api/records.api';

/**
 * Retires (`true`) or reactivates a record. Every other query is marked stale: the
 * annual grid, the PMOC and the lists read whether a record is retired.
 */
export function useRetireRecord(entidade: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retire: boolean) => recordsApi.setRetired(entidade, id, retire),
    onSuccess: (record) => {
      queryClient.setQueryData(recordKeys.detail(entidade, id), record);
      return queryClient.invalidateQueries();
    },
  });
}
