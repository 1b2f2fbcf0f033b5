import { lazy, Suspense } from 'react';
import type { TokenState } from '@campo/contracts';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { formatShortDateTime } from '../../../lib/format';
import { useToken } from '../hooks/use-token';
import { MODE_LABELS, TOKEN_STATE_DESCRIPTIONS } from '../token-state';
import { TokenExpiryCard } from './token-expiry-card';
import { RevokedTokenSummary } from './revoked-token-summary';
import { TokenGeneralCard } from './token-general-card';
import { TokenScopeCard } from './token-scope-card';
import { TokenStateBadge } from './token-state-badge';
import { TokenStateCard } from './token-state-card';

// The activity chart (and ECharts) loads on demand, outside the initial script.
const TokenActivityCard = lazy(() =>
  import('./token-activity-card').then((module) => ({ default: module.TokenActivityCard })),
);

const BACK = { to: '/integracoes/tokens', label: 'Tokens' };

const NOTICE_TONES: Record<TokenState, string> = {
  ATIVO: 'success',
  INATIVO: 'warning',
  REVOGADO: 'danger',
  EXPIRADO: 'warning',
  SEM_ESCOPO: 'warning',
};

export function TokenDetailPage() {
  const { tokenId = '' } = useParams();
  const token = useToken(tokenId);

  if (token.isPending) return <LoadingState label="Carregando token…" />;
  if (token.isError) {
    return (
      <section className="page">
        <PageHeader title="Token" back={BACK} />
        <div className="card">
          <ErrorState error={token.error} onRetry={() => token.refetch()} />
        </div>
      </section>
    );
  }

  const view = token.data;
  return (
    <section className="page page--narrow">
      <PageHeader
        back={BACK}
        title={
          <>
            {view.nome} <TokenStateBadge state={view.estado} />
          </>
        }
      />
      <dl className="summary-list summary-list--inline">
        <div>
          <dt>Prefixo</dt>
          <dd>
            <code className="mono">{view.prefixo}…</code>
          </dd>
        </div>
        <div>
          <dt>Modo</dt>
          <dd>{MODE_LABELS[view.modo]}</dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>
            {formatShortDateTime(view.criadoEm)}
            {view.criadoPor && ` por ${view.criadoPor}`}
          </dd>
        </div>
        <div>
          <dt>Último uso</dt>
          <dd>{view.ultimoUsoEm ? formatShortDateTime(view.ultimoUsoEm) : 'Nunca usado'}</dd>
        </div>
      </dl>
      <p className={`notice notice--${NOTICE_TONES[view.estado]}`}>
        {TOKEN_STATE_DESCRIPTIONS[view.estado]}
      </p>
      <Suspense fallback={null}>
        <TokenActivityCard tokenId={view.id} />
      </Suspense>

      {view.status === 'REVOGADO' ? (
        <RevokedTokenSummary token={view} />
      ) : (
        <>
          <TokenScopeCard token={view} />
          <TokenGeneralCard token={view} />
          <TokenExpiryCard token={view} />
          <TokenStateCard token={view} />
        </>
      )}
    </section>
  );
}
