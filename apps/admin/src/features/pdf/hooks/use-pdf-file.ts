import { useQuery } from '@tanstack/react-query';
import { pdfApi, pdfKeys } from '../api/pdf.api';

/**
 * A PDF fetched while its preview is open. Rendering takes a second or so and
 * the file is kept only while shown (`gcTime: 0`): reopening asks anew. No
 * automatic retry: a server without Chromium answers the same every time, and
 * the error has its own "Tentar de novo".
 */
export function usePdfFile(url: string, revision: string, enabled: boolean) {
  return useQuery({
    queryKey: pdfKeys.file(url, revision),
    queryFn: () => pdfApi.get(url),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
