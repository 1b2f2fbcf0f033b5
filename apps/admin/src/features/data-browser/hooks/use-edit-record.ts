import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RecordChanges, recordKeys, recordsApi, type StoredRecord } from '../api/records.api';

/**
 * A change to one record that answers the record: the page shows it as the API answered
 * it, and every other query is marked stale, since a record shows up elsewhere too.
 */
export function useRecordChange<Input>(
  entidade: string,
  id: string,
  send: (entidade: string, id: string, input: Input) => Promise<StoredRecord>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(entidade, id, input),
    onSuccess: (record) => {
      queryClient.setQueryData(recordKeys.detail(entidade, id), record);
      return queryClient.invalidateQueries();
    },
  });
}

/**
 * Edits one record; every other query goes stale (a contract in the RGM, an equipment's
 * sector in the schedule, the fluid report and the sector list).
 */
export function useEditRecord(entidade: string, id: string) {
  return useRecordChange<RecordChanges>(entidade, id, recordsApi.edit);
}
