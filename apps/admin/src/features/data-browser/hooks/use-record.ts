import { useQuery } from '@tanstack/react-query';
import { recordKeys, recordsApi } from '../api/records.api';

export function useRecord(entidade: string, id: string) {
  return useQuery({
    queryKey: recordKeys.detail(entidade, id),
    queryFn: () => recordsApi.get(entidade, id),
  });
}
