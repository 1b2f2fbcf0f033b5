import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { DOCUMENT_EDIT_ROLES } from '../../../app/navigation';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/query-states';
import { PageQueryState } from '../../../components/query-view';
import { formatShortDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { PdfActions } from '../../pdf/components/pdf-actions';
import { PdfPanel } from '../../pdf/components/pdf-panel';
import { usePdf } from '../../pdf/hooks/use-pdf';
import { documentPdfUrl } from '../api/documents.api';
import { documentTypeLabel, shortHash } from '../document-format';
import { useDocument } from '../hooks/use-document';
import { useDocumentMode } from '../hooks/use-document-mode';
import { useDocumentVersion } from '../hooks/use-document-version';
import { DiffView } from './diff-view';
import { DocumentBody } from './document-body';
import { SignButton } from './sign-button';
import { SignatureList } from './signature-list';
import { SignedBadge } from './signed-badge';
import { SigningRuleCard } from './signing-rule-card';
import { VersionHistory } from './version-history';
import { VersionView } from './version-view';

const BACK = { to: '/documentos', label: 'Documentos' };

// The rich-text editor (TipTap) is most of the app's weight: loaded only when someone edits.
const DocumentEditor = lazy(() =>
  import('./document-editor').then((module) => ({ default: module.DocumentEditor })),
);

type Outcome = { kind: 'saved' | 'signed'; versao: number } | { kind: 'outdated' } | null;

export function DocumentPage() {
  const { documentId = '' } = useParams();
  const { usuario } = useCurrentSession();
  const document = useDocument(documentId);
  const mode = useDocumentMode();
  const oldVersion = useDocumentVersion(documentId, mode.viewing);
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The version on screen: an older one from the history, else the current one (named,
  // so the file is the version read here even if someone saves a newer one meanwhile).
  const pdfVersion = mode.viewing ?? document.data?.versao;
  const pdf = usePdf({
    url: documentPdfUrl(documentId, pdfVersion),
    fileName: `documento-v${pdfVersion ?? ''}.pdf`,
  });

  if (document.isPending || document.isError)
    return (
      <PageQueryState
        query={document}
        title="Documento"
        back={BACK}
        loading="Carregando documento…"
      />
    );

  const current = document.data;
  const canEdit = DOCUMENT_EDIT_ROLES.includes(usuario.papel);
  const signedByMe = current.assinaturas.some((signature) => signature.usuario === usuario.nome);
  const browsing = mode.viewing !== null || mode.comparing !== null;

  function startEditing() {
    setOutcome(null);
    mode.showCurrent();
    setEditing(true);
  }

  return (
    <section className="page document-page">
      <PageHeader
        back={BACK}
        title={
          <>
            {current.titulo} <SignedBadge signed={current.assinaturas.length > 0} />
          </>
        }
        lead={
          <span data-testid="documento-versao">
            {documentTypeLabel(current.tipo)} · versão {current.versao}, salva por{' '}
            {current.autor ?? 'a plataforma'} em {formatShortDateTime(current.atualizadoEm)} ·
            SHA-256{' '}
            <code className="hash" title={current.sha256}>
              {shortHash(current.sha256)}
            </code>
          </span>
        }
        actions={
          !editing && (
            <>
              <PdfActions pdf={pdf} subject={`da versão ${pdfVersion}`} />
              {canEdit && (
                <>
                  <button type="button" className="button" onClick={startEditing}>
                    Editar
                  </button>
                  <SignButton
                    document={current}
                    userId={usuario.id}
                    signedByMe={signedByMe}
                    onSigned={() => setOutcome({ kind: 'signed', versao: current.versao })}
                  />
                </>
              )}
            </>
          )
        }
      />
      {outcome?.kind === 'outdated' && (
        <p className="alert" role="alert">
          Alguém salvou uma versão mais nova enquanto você editava. O documento foi recarregado com
          a versão atual; refaça a sua edição sobre ela.
        </p>
      )}
      {outcome && outcome.kind !== 'outdated' && (
        <p className="saved" role="status">
          ✓ Versão {outcome.versao} {outcome.kind === 'saved' ? 'salva' : 'assinada'}.
        </p>
      )}

      {editing ? (
        <Suspense fallback={<LoadingState label="Abrindo o editor…" />}>
          <DocumentEditor
            document={current}
            onSaved={(saved) => {
              setEditing(false);
              setOutcome({ kind: 'saved', versao: saved.versao });
            }}
            onOutdated={() => {
              setEditing(false);
              setOutcome({ kind: 'outdated' });
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <div className="document-layout">
          <div className="document-layout__main stack">
            {/* Beside the history: choosing another version there shows that version's PDF. */}
            <PdfPanel pdf={pdf} />
            {mode.viewing !== null ? (
              <VersionView
                version={oldVersion}
                currentVersion={current.versao}
                onBack={mode.showCurrent}
              />
            ) : mode.comparing !== null ? (
              <DiffView
                documentId={current.id}
                from={mode.comparing}
                to={current.versao}
                onClose={mode.showCurrent}
              />
            ) : (
              <DocumentBody document={current} />
            )}
          </div>
          <aside className="document-layout__aside" aria-label="Assinaturas e versões">
            {!browsing && <SigningRuleCard document={current} userId={usuario.id} />}
            {!browsing && <SignatureList document={current} />}
            <VersionHistory
              documentId={current.id}
              currentVersion={current.versao}
              selected={mode.viewing ?? mode.comparing}
              onView={mode.view}
              onCompare={mode.compare}
            />
          </aside>
        </div>
      )}
    </section>
  );
}
