import type { DocumentBlank } from '@campo/contracts';
import type { DocumentView } from '../api/documents.types';

/**
 * Who signs this document and what still stops it, when the document's type has
 * its own rule (a PMOC: its contract's responsável técnico, with the password,
 * and no blanks left). Documents under the default rule show nothing here.
 */
export function SigningRuleCard({ document, userId }: { document: DocumentView; userId: string }) {
  const rule = document.regraAssinatura;
  if (!rule.signatario && !rule.impedimento) return null;
  const mine = rule.signatario?.usuarioId === userId;
  return (
    <section
      className="card document-aside__card signing-rule"
      aria-labelledby="quem-assina-titulo"
      data-testid="regra-assinatura"
    >
      <h2 id="quem-assina-titulo">Quem assina</h2>
      {rule.impedimento ? (
        <p className="notice notice--warning">{rule.impedimento}</p>
      ) : (
        rule.signatario && (
          <>
            <p className="signing-rule__signer">
              <strong>{rule.signatario.nome}</strong>
              {mine && <span className="badge">você</span>}
            </p>
            <dl className="signing-rule__facts">
              {rule.signatario.qualificacao.map((fact) => (
                <div key={fact.rotulo}>
                  <dt>{fact.rotulo}</dt>
                  <dd>{fact.valor}</dd>
                </div>
              ))}
            </dl>
            <p className="muted">
              Só {mine ? 'você pode' : 'essa pessoa pode'} assinar
              {rule.exigeSenha ? ', confirmando com a senha' : ''}.
            </p>
          </>
        )
      )}
      {rule.pendencias.length > 0 && (
        <div className="signing-rule__blanks">
          <p>
            <strong>
              {rule.pendencias.length === 1
                ? 'Falta preencher 1 campo'
                : `Faltam preencher ${rule.pendencias.length} campos`}
            </strong>{' '}
            antes da assinatura:
          </p>
          <BlankList blanks={rule.pendencias} />
        </div>
      )}
    </section>
  );
}

/** The `[preencher]` blanks of a version: section › field. */
export function BlankList({ blanks }: { blanks: DocumentBlank[] }) {
  return (
    <ul className="blank-list">
      {blanks.map((blank, index) => (
        <li key={`${blank.secaoId}-${index}`}>
          {blank.secao} › <strong>{blank.campo}</strong>
        </li>
      ))}
    </ul>
  );
}
