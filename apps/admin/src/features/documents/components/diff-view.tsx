import { ErrorState, LoadingState } from '../../../components/query-states';
import type { DocumentDiff } from '../api/documents.types';
import { useDocumentDiff } from '../hooks/use-document-diff';

interface DiffViewProps {
  documentId: string;
  from: number;
  to: number;
  onClose: () => void;
}

function ChangedSection({ section }: { section: DocumentDiff['secoes'][number] }) {
  return (
    <section className="document-section" data-secao={section.id}>
      <h2 className="document-section__title">{section.titulo}</h2>
      <p className="diff">
        {section.partes.map((part, index) =>
          part.tipo === 'inserido' ? (
            <ins key={index}>{part.texto}</ins>
          ) : part.tipo === 'removido' ? (
            <del key={index}>{part.texto}</del>
          ) : (
            <span key={index}>{part.texto}</span>
          ),
        )}
      </p>
    </section>
  );
}

/** Word by word, per changed section: inserted words in green, removed ones struck through in red. */
export function DiffView({ documentId, from, to, onClose }: DiffViewProps) {
  const diff = useDocumentDiff(documentId, from, to);
  const changed = diff.data?.secoes.filter((section) => section.alterada) ?? [];
  const same = diff.data?.secoes.filter((section) => !section.alterada) ?? [];

  return (
    <div className="stack">
      <div className="notice document-notice" role="status">
        <span>
          Diferenças da <strong>versão {from}</strong> para a <strong>versão {to}</strong> (atual):{' '}
          <ins className="diff-sample">inserido</ins> e <del className="diff-sample">removido</del>.
        </span>
        <button type="button" className="button button--small" onClick={onClose}>
          Fechar comparação
        </button>
      </div>
      {diff.isPending ? (
        <LoadingState label="Comparando as versões…" />
      ) : diff.isError ? (
        <div className="card">
          <ErrorState error={diff.error} onRetry={() => diff.refetch()} />
        </div>
      ) : (
        <article className="card document-paper" data-diff={`${from}-${to}`}>
          {changed.length === 0 ? (
            <p className="muted">As duas versões têm o mesmo texto.</p>
          ) : (
            changed.map((section) => <ChangedSection key={section.id} section={section} />)
          )}
          {same.length > 0 && (
            <p className="diff-unchanged">
              <strong>Sem alterações:</strong> {same.map((section) => section.titulo).join('; ')}.
            </p>
          )}
        </article>
      )}
    </div>
  );
}
