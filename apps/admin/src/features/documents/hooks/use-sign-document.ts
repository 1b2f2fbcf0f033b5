import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';
import { storeDocument } from './document-cache';
import { isOutdated } from './use-save-document';

/** Signs the current version (the one on screen); if it is no longer current, 409 and a reload. */
export function useSignDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versao: number) => documentsApi.sign(id, versao),
    onSuccess: (view) => storeDocument(queryClient, view),
    onError: (error) => {
      if (isOutdated(error))
        return queryClient.invalidateQueries({ queryKey: documentKeys.detail(id) });
    },
  });
}
