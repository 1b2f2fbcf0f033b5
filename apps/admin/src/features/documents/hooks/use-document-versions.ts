import { useQuery } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';

/** Every version of a document, latest first. */
export function useDocumentVersions(id: string) {
  return useQuery({
    queryKey: documentKeys.versions(id),
    queryFn: () => documentsApi.versions(id),
  });
}
