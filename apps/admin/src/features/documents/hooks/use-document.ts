import { useQuery } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';

/** A document's current version, with its signatures. */
export function useDocument(id: string) {
  return useQuery({ queryKey: documentKeys.detail(id), queryFn: () => documentsApi.get(id) });
}
