import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';
import type { SignDocumentRequest } from '../api/documents.types';
import { storeDocument } from './document-cache';
import { isOutdated } from './use-save-document';

/**
 * Signs the current version (the one on screen), with the password when the
 * document's rule asks for it; if it is no longer current, 409 and a reload.
 */
export function useSignDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignDocumentRequest) => documentsApi.sign(id, request),
    onSuccess: (view) => storeDocument(queryClient, view),
    onError: (error) => {
      if (isOutdated(error))
        return queryClient.invalidateQueries({ queryKey: documentKeys.detail(id) });
    },
  });
}
