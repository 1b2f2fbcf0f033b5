import { useId, useState } from 'react';
import { useDownloadPdf } from './use-download-pdf';
import { usePdfFile } from './use-pdf-file';

export interface PdfSource {
  /** The API address of the PDF, with its query (`?versao=`, the report's filters). */
  url: string;
  /** Changes when what the PDF prints changes under the same address (a recalculated draft RGM). */
  revision?: string;
  /** The name to save under when the server gives none. */
  fileName: string;
}

/**
 * A screen's PDF: whether its preview is open, the file while it is, and the
 * download. Shared by the buttons ({@link PdfActions}) and the preview
 * ({@link PdfPanel}), which sit in different places of the page.
 */
export function usePdf({ url, revision = '', fileName }: PdfSource) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const file = usePdfFile(url, revision, open);
  const download = useDownloadPdf();
  const current = download.variables?.url === url && download.variables.revision === revision;

  return {
    url,
    panelId,
    open,
    file,
    toggle: () => {
      // The preview reports its own failure: no second copy of an earlier download's error.
      download.reset();
      setOpen((value) => !value);
    },
    close: () => setOpen(false),
    download: () => download.mutate({ url, revision, fallbackName: fileName }),
    downloading: download.isPending,
    /** Why the last download of this same PDF failed. */
    downloadError: current && download.isError ? download.error : null,
  };
}

export type PdfState = ReturnType<typeof usePdf>;
