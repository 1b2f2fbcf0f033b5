import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importKeys } from '../../import-history/api/import-history.api';
import { recordKeys } from '../../data-browser/api/records.api';
import { spreadsheetsApi } from '../api/spreadsheets.api';

/** Stores the valid rows of a sheet as one batch of the import history. */
export function useImportSpreadsheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entidade, file }: { entidade: string; file: File }) =>
      spreadsheetsApi.import(entidade, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.all }),
        queryClient.invalidateQueries({ queryKey: recordKeys.all }),
      ]),
  });
}
