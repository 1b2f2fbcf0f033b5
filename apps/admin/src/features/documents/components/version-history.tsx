import { QueryView } from '../../../components/query-view';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import { shortHash, signatureCount } from '../document-format';
import { useDocumentVersions } from '../hooks/use-document-versions';

interface VersionHistoryProps {
  documentId: string;
  currentVersion: number;
  /** The version on screen other than the current one, viewed or compared. */
  selected: number | null;
  onView: (versao: number | null) => void;
  onCompare: (versao: number) => void;
}

/** Every version, latest first: who saved it and when, its hash and signatures; view or compare. */
export function VersionHistory({
  documentId,
  currentVersion,
  selected,
  onView,
  onCompare,
}: VersionHistoryProps) {
  const versions = useDocumentVersions(documentId);

  return (
    <section className="card document-aside__card" aria-labelledby="historico-titulo">
      <h2 id="historico-titulo">Histórico de versões</h2>
      <QueryView query={versions} loading="Carregando versões…">
        {(data) => (
          <ol className="versions">
            {data.map((version) => {
              const current = version.versao === currentVersion;
              return (
                <li
                  key={version.versao}
                  className={`versions__item${version.versao === selected ? ' versions__item--selected' : ''}`}
                  data-versao={version.versao}
                >
                  <div className="versions__head">
                    <span className="versions__number">Versão {version.versao}</span>
                    {current && <span className="badge badge--tiny">atual</span>}
                    <span
                      className={`badge badge--tiny ${version.assinaturas > 0 ? 'badge--success' : 'badge--neutral'}`}
                    >
                      {signatureCount(version.assinaturas)}
                    </span>
                  </div>
                  <p className="versions__meta">
                    {version.autor ?? 'Gerada pela plataforma'} ·{' '}
                    {formatShortDateTime(version.criadoEm)}
                  </p>
                  <p className="versions__meta">
                    SHA-256{' '}
                    <code className="hash" title={version.sha256}>
                      {version.sha256 ? shortHash(version.sha256) : EMPTY}
                    </code>
                  </p>
                  <div className="versions__actions">
                    {current ? (
                      selected !== null && (
                        <button type="button" className="link-button" onClick={() => onView(null)}>
                          Ver
                        </button>
                      )
                    ) : (
                      <>
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => onView(version.versao)}
                        >
                          Ver
                        </button>
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => onCompare(version.versao)}
                        >
                          Comparar com a atual
                        </button>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
