import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RecordChanges, recordKeys, recordsApi } from '../api/records.api';

/** Creates one record ("Novo"); every list is marked stale, since the record shows up in them. */
export function useCreateRecord(entidade: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RecordChanges) => recordsApi.create(entidade, values),
    onSuccess: ({ record }) => {
      queryClient.setQueryData(recordKeys.detail(entidade, record.id), record);
      return queryClient.invalidateQueries();
    },
  });
}
