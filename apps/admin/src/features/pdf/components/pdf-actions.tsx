import type { MouseEvent } from 'react';
import type { PdfState } from '../hooks/use-pdf';

/**
 * "Baixar PDF" and "Visualizar PDF", for a page header. The download is a real
 * link (opening it in a new tab shows the PDF there), but a plain click fetches
 * the file first so that an error is shown instead of saved.
 */
export function PdfActions({ pdf, subject }: { pdf: PdfState; subject?: string }) {
  function handleDownload(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (!pdf.downloading) pdf.download();
  }

  return (
    <div className="pdf-actions" role="group" aria-label={subject ? `PDF ${subject}` : 'PDF'}>
      <a
        href={pdf.url}
        download
        className="button"
        onClick={handleDownload}
        aria-disabled={pdf.downloading}
        aria-busy={pdf.downloading}
        data-testid="baixar-pdf"
      >
        {pdf.downloading ? 'Gerando PDF…' : 'Baixar PDF'}
      </a>
      <button
        type="button"
        className="button"
        aria-expanded={pdf.open}
        aria-controls={pdf.panelId}
        onClick={pdf.toggle}
      >
        {pdf.open ? 'Ocultar PDF' : 'Visualizar PDF'}
      </button>
    </div>
  );
}
