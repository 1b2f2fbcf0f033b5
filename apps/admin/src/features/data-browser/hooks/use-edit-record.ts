import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RecordChanges, recordKeys, recordsApi } from '../api/records.api';

/**
 * Edits one record. The page shows the record as the API answers it; every
 * other query is marked stale, since a record shows up elsewhere too (a
 * contract in the RGM, an equipment's sector in the schedule, the fluid
 * report and the sector list).
 */
export function useEditRecord(entidade: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RecordChanges) => recordsApi.edit(entidade, id, changes),
    onSuccess: (record) => {
      queryClient.setQueryData(recordKeys.detail(entidade, id), record);
      return queryClient.invalidateQueries();
    },
  });
}
