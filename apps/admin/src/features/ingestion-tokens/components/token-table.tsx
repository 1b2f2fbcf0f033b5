import type { IngestionTokenView } from '@campo/contracts';
import { Link } from 'react-router';
import { formatDate, formatShortDateTime } from '../../../lib/format';
import { MODE_LABELS } from '../token-state';
import { TokenScopeSummary } from './token-scope-summary';
import { TokenStateBadge } from './token-state-badge';

export function TokenTable({ tokens }: { tokens: readonly IngestionTokenView[] }) {
  return (
    <div className="table-wrap">
      <table className="table table--dense">
        <thead>
          <tr>
            <th scope="col">Nome / prefixo</th>
            <th scope="col">Modo</th>
            <th scope="col">Escopo</th>
            <th scope="col">Estado</th>
            <th scope="col">Validade</th>
            <th scope="col">Último uso</th>
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} data-token-id={token.id}>
              <td className="table__name">
                <Link to={`/integracoes/tokens/${token.id}`} className="table__title">
                  {token.nome}
                </Link>
                <code className="table__sub mono" title="O começo do token, para reconhecê-lo">
                  {token.prefixo}…
                </code>
              </td>
              <td className="nowrap">{MODE_LABELS[token.modo]}</td>
              <td>
                <TokenScopeSummary entities={token.entidades} />
              </td>
              <td>
                <TokenStateBadge state={token.estado} />
              </td>
              <td className="nowrap">
                {token.expiraEm ? (
                  formatDate(token.expiraEm)
                ) : (
                  <span className="muted">Sem validade</span>
                )}
              </td>
              <td className="nowrap">
                {token.ultimoUsoEm ? (
                  formatShortDateTime(token.ultimoUsoEm)
                ) : (
                  <span className="muted">Nunca usado</span>
                )}
              </td>
              <td className="table__actions">
                <Link to={`/integracoes/tokens/${token.id}`} className="button button--small">
                  Gerenciar
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
