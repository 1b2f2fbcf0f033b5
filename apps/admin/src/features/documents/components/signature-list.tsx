import { formatShortDateTime } from '../../../lib/format';
import type { DocumentView } from '../api/documents.types';
import { shortHash } from '../document-format';

/**
 * Who signed the version on screen, when, and the SHA-256 each signature
 * recorded; each is checked against the version's own hash.
 */
export function SignatureList({ document }: { document: DocumentView }) {
  const signatures = document.assinaturas;
  return (
    <section className="card document-aside__card" aria-labelledby="assinaturas-titulo">
      <h2 id="assinaturas-titulo">Assinaturas da versão {document.versao}</h2>
      {signatures.length === 0 ? (
        <p className="muted">Esta versão ainda não foi assinada.</p>
      ) : (
        <ul className="signatures">
          {signatures.map((signature) => {
            const matches = signature.sha256 === document.sha256;
            return (
              <li key={`${signature.usuario}-${signature.assinadoEm}`} className="signatures__item">
                <span className="signatures__name">{signature.usuario}</span>
                {signature.qualificacao.map((fact) => (
                  <span key={fact.rotulo} className="signatures__fact">
                    {fact.rotulo}: <strong>{fact.valor}</strong>
                  </span>
                ))}
                <span className="versions__meta">
                  {formatShortDateTime(signature.assinadoEm)} · versão {signature.versao}
                </span>
                <span className="versions__meta">
                  SHA-256{' '}
                  <code className="hash" title={signature.sha256}>
                    {shortHash(signature.sha256)}
                  </code>{' '}
                  {matches ? (
                    <span className="signatures__check">✓ confere com a versão</span>
                  ) : (
                    <span className="signatures__check signatures__check--bad">✕ não confere</span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
