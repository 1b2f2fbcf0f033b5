import { useQuery } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';

/** Word-level differences from version `de` to version `para` (both saved, so never stale). */
export function useDocumentDiff(id: string, de: number | null, para: number) {
  return useQuery({
    queryKey: documentKeys.diff(id, de ?? 0, para),
    queryFn: () => documentsApi.diff(id, de ?? 0, para),
    enabled: de !== null,
    staleTime: Infinity,
  });
}
