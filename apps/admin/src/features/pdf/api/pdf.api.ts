import { apiClient } from '@campo/web-client';

export const pdfKeys = {
  all: ['pdf'] as const,
  /** A PDF by its address and the revision of what it prints (a draft RGM changes under the same address). */
  file: (url: string, revision: string) => [...pdfKeys.all, url, revision] as const,
};

export const pdfApi = {
  /** The PDF's bytes and file name; the server's JSON error (e.g. 503 PDF_INDISPONIVEL) is thrown. */
  get: (url: string) => apiClient.getFile(url, 'application/pdf'),
};
