import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { useTokens } from '../hooks/use-tokens';
import { TokenTable } from './token-table';

export function TokensPage() {
  const tokens = useTokens();
  const newTokenLink = (
    <Link to="/integracoes/tokens/novo" className="button button--primary">
      Novo token
    </Link>
  );

  return (
    <section className="page">
      <PageHeader
        title="Tokens de ingestão"
        lead="Cada sistema integrado (SIEM, ERP, CMDB…) usa o seu próprio token para enviar dados. Assim você pode revogar um sem afetar os outros, e o histórico mostra quem enviou o quê."
        actions={newTokenLink}
      />
      <div className="card card--flush">
        <QueryView
          query={tokens}
          loading="Carregando tokens…"
          empty={
            <EmptyState title="Nenhum token criado ainda" action={newTokenLink}>
              Crie um token para cada sistema que vai enviar dados pela API de ingestão.
            </EmptyState>
          }
        >
          {(data) => <TokenTable tokens={data} />}
        </QueryView>
      </div>
    </section>
  );
}
