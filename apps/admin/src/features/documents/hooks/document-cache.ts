import type { QueryClient } from '@tanstack/react-query';
import { documentKeys } from '../api/documents.api';
import type { DocumentView } from '../api/documents.types';

/** After a save or a signature: the new current version in the cache; history and lists fetched again. */
export function storeDocument(queryClient: QueryClient, view: DocumentView) {
  queryClient.setQueryData<DocumentView>(documentKeys.detail(view.id), view);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.versions(view.id) }),
    queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  ]);
}
