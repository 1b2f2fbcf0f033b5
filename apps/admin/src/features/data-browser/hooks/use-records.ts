import { useQuery } from '@tanstack/react-query';
import { type RecordQuery, recordKeys, recordsApi } from '../api/records.api';

/** One page of an entity's stored records, ordered by key. */
export function useRecords(query: RecordQuery) {
  return useQuery({
    queryKey: recordKeys.list(query),
    queryFn: () => recordsApi.list(query),
    // Keep the old page on screen while paging or filtering, not when switching entity.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].entidade === query.entidade ? previous : undefined,
  });
}
