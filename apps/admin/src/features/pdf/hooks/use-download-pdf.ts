import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiFile } from '@campo/web-client';
import { pdfApi, pdfKeys } from '../api/pdf.api';
import { saveFile } from '../../../lib/save-file';

export interface PdfDownload {
  url: string;
  revision: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
}

/**
 * Saves a PDF under the name the server gives it. The file already shown in the
 * preview is reused; otherwise it is fetched first, so an error answer is
 * reported on screen instead of being saved as a file.
 */
export function useDownloadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ url, revision, fallbackName }: PdfDownload) => {
      const file =
        queryClient.getQueryData<ApiFile>(pdfKeys.file(url, revision)) ?? (await pdfApi.get(url));
      saveFile(file.blob, file.fileName ?? fallbackName);
    },
  });
}
