import { PlatformErrorCode } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@campo/web-client';
import { documentKeys, documentsApi } from '../api/documents.api';
import type { DocumentView } from '../api/documents.types';
import { storeDocument } from './document-cache';

/** Whether a save failed because someone else saved a newer version first. */
export function isOutdated(error: unknown): boolean {
  return error instanceof ApiError && error.codigo === PlatformErrorCode.VERSAO_DESATUALIZADA;
}

/**
 * A change to the document's current version that answers the new one: that is stored; if the
 * version was no longer current (409), the document is fetched again.
 */
export function useDocumentChange<Request>(
  id: string,
  send: (id: string, request: Request) => Promise<DocumentView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => send(id, request),
    onSuccess: (view) => storeDocument(queryClient, view),
    onError: (error) => {
      if (isOutdated(error))
        return queryClient.invalidateQueries({ queryKey: documentKeys.detail(id) });
    },
  });
}

/** Saves the changed text sections as a new version; on 409 the document is fetched again. */
export function useSaveDocument(id: string) {
  return useDocumentChange(id, documentsApi.edit);
}
