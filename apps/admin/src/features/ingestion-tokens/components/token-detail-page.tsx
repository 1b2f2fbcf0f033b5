import { lazy, Suspense } from 'react';
import type { IngestionTokenView, TokenState } from '@campo/contracts';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RecordQueryView } from '../../../components/query-view';
import { Fact, SummaryList } from '../../../components/summary-list';
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

  return (
    <RecordQueryView query={token} loading="Carregando token…" title="Token" back={BACK}>
      {(view) => <TokenDetail view={view} />}
    </RecordQueryView>
  );
}

function TokenDetail({ view }: { view: IngestionTokenView }) {
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
      <SummaryList>
        <Fact label="Prefixo">
          <code className="mono">{view.prefixo}…</code>
        </Fact>
        <Fact label="Modo">{MODE_LABELS[view.modo]}</Fact>
        <Fact label="Criado em">
          {formatShortDateTime(view.criadoEm)}
          {view.criadoPor && ` por ${view.criadoPor}`}
        </Fact>
        <Fact label="Último uso">
          {view.ultimoUsoEm ? formatShortDateTime(view.ultimoUsoEm) : 'Nunca usado'}
        </Fact>
      </SummaryList>
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
