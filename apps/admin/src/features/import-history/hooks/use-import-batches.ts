import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ImportFilters, importHistoryApi, importKeys } from '../api/import-history.api';

/** One page of the import history, most recent first; the previous page stays on screen while the next loads. */
export function useImportBatches(filters: ImportFilters) {
  return useQuery({
    queryKey: importKeys.list(filters),
    queryFn: () => importHistoryApi.list(filters),
    placeholderData: keepPreviousData,
  });
}
