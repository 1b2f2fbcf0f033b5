import { useMutation } from '@tanstack/react-query';
import { spreadsheetsApi } from '../api/spreadsheets.api';

/** Validates a sheet row by row through the API's validator; stores nothing. */
export function usePreviewSpreadsheet() {
  return useMutation({
    mutationFn: ({ entidade, file }: { entidade: string; file: File }) =>
      spreadsheetsApi.preview(entidade, file),
  });
}
