import { useQuery } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';

/** One version of a document as it was (a saved version never changes). */
export function useDocumentVersion(id: string, versao: number | null) {
  return useQuery({
    queryKey: documentKeys.version(id, versao ?? 0),
    queryFn: () => documentsApi.version(id, versao ?? 0),
    enabled: versao !== null,
    staleTime: Infinity,
  });
}
