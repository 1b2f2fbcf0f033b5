import { useQuery } from '@tanstack/react-query';
import { documentKeys, documentsApi } from '../api/documents.api';

/** The company's documents, most recently changed first. */
export function useDocuments(tipo?: string) {
  return useQuery({ queryKey: documentKeys.list(tipo), queryFn: () => documentsApi.list(tipo) });
}
