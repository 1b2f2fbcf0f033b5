import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorMessage } from '@campo/web-client';
import type { PdfState } from '../hooks/use-pdf';
import { useObjectUrl } from '../hooks/use-object-url';

const GENERATING = 'Gerando PDF…';

/**
 * Under the page header: why a download failed, and the PDF's preview while it
 * is open (the server's message instead when it could not render one).
 */
export function PdfPanel({ pdf }: { pdf: PdfState }) {
  const { file } = pdf;

  return (
    <>
      {pdf.downloadError && (
        <p className="alert" role="alert" data-testid="pdf-erro-download">
          {errorMessage(pdf.downloadError)}
        </p>
      )}
      {pdf.open && (
        <section
          id={pdf.panelId}
          className="card card--flush pdf-preview"
          aria-label="Pré-visualização do PDF"
          aria-busy={file.isFetching}
        >
          <div className="pdf-preview__bar">
            <p className="pdf-preview__name" title={file.data?.fileName ?? undefined}>
              {file.data?.fileName ?? 'Pré-visualização do PDF'}
            </p>
            <button type="button" className="button button--small" onClick={pdf.close}>
              Fechar
            </button>
          </div>
          {file.isFetching || file.isPending ? (
            <LoadingState label={GENERATING} />
          ) : file.isError ? (
            <ErrorState error={file.error} onRetry={() => file.refetch()} />
          ) : (
            <PdfFrame blob={file.data.blob} title={file.data.fileName} onDownload={pdf.download} />
          )}
        </section>
      )}
    </>
  );
}

interface PdfFrameProps {
  blob: Blob;
  title: string | null;
  onDownload: () => void;
}

/** The browser's own PDF viewer; where it has none, a way to save the file instead. */
function PdfFrame({ blob, title, onDownload }: PdfFrameProps) {
  const url = useObjectUrl(blob);
  if (!url) return <LoadingState label={GENERATING} />;
  return (
    <object
      key={url}
      data={url}
      type="application/pdf"
      className="pdf-preview__frame"
      aria-label={title ?? 'PDF'}
    >
      <div className="state">
        <p className="state__text">Este navegador não mostra PDFs dentro da página.</p>
        <button type="button" className="button" onClick={onDownload}>
          Baixar PDF
        </button>
      </div>
    </object>
  );
}
