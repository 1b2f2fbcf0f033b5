import { PlatformErrorCode } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@campo/web-client';
import { documentKeys, documentsApi } from '../api/documents.api';
import type { EditDocumentRequest } from '../api/documents.types';
import { storeDocument } from './document-cache';

/** Whether a save failed because someone else saved a newer version first. */
export function isOutdated(error: unknown): boolean {
  return error instanceof ApiError && error.codigo === PlatformErrorCode.VERSAO_DESATUALIZADA;
}

/** Saves the changed text sections as a new version; on 409 the document is fetched again. */
export function useSaveDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EditDocumentRequest) => documentsApi.edit(id, request),
    onSuccess: (view) => storeDocument(queryClient, view),
    onError: (error) => {
      if (isOutdated(error))
        return queryClient.invalidateQueries({ queryKey: documentKeys.detail(id) });
    },
  });
}
