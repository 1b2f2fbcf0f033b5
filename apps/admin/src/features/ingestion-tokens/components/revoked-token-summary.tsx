import type { IngestionTokenView } from '@campo/contracts';
import { Link } from 'react-router';
import { Fact, SummaryList } from '../../../components/summary-list';
import { formatDate } from '../../../lib/format';
import { TokenScopeSummary } from './token-scope-summary';

/** A revoked token can no longer change: what it was, and the way forward. */
export function RevokedTokenSummary({ token }: { token: IngestionTokenView }) {
  return (
    <section className="card" aria-labelledby="revoked-title">
      <h2 id="revoked-title">Token revogado</h2>
      <SummaryList inline={false}>
        <Fact label="Escopo">
          <TokenScopeSummary entities={token.entidades} />
        </Fact>
        <Fact label="Validade">{token.expiraEm ? formatDate(token.expiraEm) : 'Sem validade'}</Fact>
      </SummaryList>
      <p className="muted">
        Um token revogado não pode ser reativado nem alterado. Para o sistema voltar a enviar dados,
        crie um token novo e configure-o nele; os lotes já enviados continuam no histórico.
      </p>
      <div className="form__actions">
        <Link to="/integracoes/tokens/novo" className="button button--primary">
          Criar um token novo
        </Link>
      </div>
    </section>
  );
}
