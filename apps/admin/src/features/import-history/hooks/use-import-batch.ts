import { useQuery } from '@tanstack/react-query';
import { importHistoryApi, importKeys } from '../api/import-history.api';

/** One batch with its refused, warned and duplicate rows. A batch never changes once written. */
export function useImportBatch(batchId: string) {
  return useQuery({
    queryKey: importKeys.detail(batchId),
    queryFn: () => importHistoryApi.detail(batchId),
    staleTime: Infinity,
  });
}
