import { FieldServiceErrorCode } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@campo/web-client';
import { documentKeys } from '../../documents/api/documents.api';
import { pmocApi } from '../api/pmoc.api';

/** The existing PMOC's id when generation failed because that contract and year already have one. */
export function existingPmocId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.codigo !== FieldServiceErrorCode.PMOC_EXISTENTE)
    return null;
  const id = error.extra['documentoId'];
  return typeof id === 'string' ? id : null;
}

/** Generates a contract's PMOC for a year; the document list is fetched again. */
export function useGeneratePmoc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pmocApi.generate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
