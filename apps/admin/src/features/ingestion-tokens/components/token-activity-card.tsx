import { tokenActivityChart } from '@campo/charts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Chart } from '../../../components/chart';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useTokenActivity } from '../hooks/use-token-activity';

/** Rows accepted, refused and unchanged per day over 30 days, and the way to its history. */
export function TokenActivityCard({ tokenId }: { tokenId: string }) {
  const activity = useTokenActivity(tokenId);
  const spec = useMemo(
    () => (activity.data ? tokenActivityChart(activity.data) : null),
    [activity.data],
  );
  const history = `/integracoes/importacoes?token=${encodeURIComponent(tokenId)}`;
  return (
    <section className="token-activity" aria-label="Atividade do token">
      {activity.isPending && <LoadingState label="Carregando a atividade…" />}
      {activity.isError && <ErrorState error={activity.error} onRetry={() => activity.refetch()} />}
      {spec && (
        <Chart spec={spec} height={220} emptyText="Nenhuma linha recebida nos últimos 30 dias." />
      )}
      <p className="token-activity__link">
        <Link to={history}>Ver o histórico de importações deste token</Link>
      </p>
    </section>
  );
}
