import { lazy, Suspense } from 'react';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { useHomeOverview } from '../hooks/use-home-overview';
import { HomeAttention } from './home-attention';
import { HomeStart } from './home-start';

// The sparklines (and ECharts) load on demand, outside the initial script.
const HomeKpis = lazy(() => import('./home-kpis').then((module) => ({ default: module.HomeKpis })));

/** What needs attention (per role) and, for managers, the month's KPIs with their trend. */
export function HomeOverview() {
  const overview = useHomeOverview();
  if (overview.isPending) return <LoadingState label="Verificando pendências…" />;
  if (overview.isError)
    return <ErrorState error={overview.error} onRetry={() => overview.refetch()} />;
  const data = overview.data;
  const registers = data.atencao.cadastro;
  return (
    <>
      {registers && registers.contratos === 0 && <HomeStart registers={registers} />}
      <h2 className="section-title">Precisa de atenção</h2>
      <HomeAttention attention={data.atencao} year={data.hoje.slice(0, 4)} />
      {data.indicadores && (
        <>
          <h2 className="section-title">Indicadores do mês</h2>
          <Suspense fallback={null}>
            <HomeKpis months={data.indicadores} />
          </Suspense>
        </>
      )}
    </>
  );
}
