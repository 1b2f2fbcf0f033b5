import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordsApi } from '../api/records.api';

/** The entities any signed-in user can browse, with their labels; they only change with a release. */
export function useReadableEntities() {
  return useQuery({
    queryKey: recordKeys.entities(),
    queryFn: recordsApi.entities,
    staleTime: Infinity,
  });
}
