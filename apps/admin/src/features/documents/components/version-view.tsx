import { ErrorState, LoadingState } from '../../../components/query-states';
import { formatShortDateTime } from '../../../lib/format';
import type { DocumentView } from '../api/documents.types';
import { DocumentBody } from './document-body';
import { SignatureList } from './signature-list';

interface VersionViewProps {
  version: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: DocumentView;
    refetch: () => void;
  };
  currentVersion: number;
  onBack: () => void;
}

/** An older version, read-only, as it was saved; with its own signatures. */
export function VersionView({ version, currentVersion, onBack }: VersionViewProps) {
  if (version.isPending) return <LoadingState label="Carregando a versão…" />;
  if (version.isError || !version.data) {
    return (
      <div className="card">
        <ErrorState error={version.error} onRetry={version.refetch} />
      </div>
    );
  }
  const document = version.data;
  return (
    <div className="stack">
      <div className="notice notice--warning document-notice" role="status">
        <span>
          Você está vendo a <strong>versão {document.versao}</strong> de {currentVersion}, salva por{' '}
          {document.autor ?? 'a plataforma'} em {formatShortDateTime(document.atualizadoEm)}.
          Somente leitura.
        </span>
        <button type="button" className="button button--small" onClick={onBack}>
          Voltar à versão atual
        </button>
      </div>
      <SignatureList document={document} />
      <DocumentBody document={document} />
    </div>
  );
}
