import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const pdfKeys = queryKeys('pdf', {
  /** A PDF by its address and the revision of what it prints (a draft RGM changes under the same address). */
  file: (url: string, revision: string) => [url, revision],
});

export const pdfApi = {
  /** The PDF's bytes and file name; the server's JSON error (e.g. 503 PDF_INDISPONIVEL) is thrown. */
  get: (url: string) => apiClient.getFile(url, 'application/pdf'),
};
