import { lazy, Suspense } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import type { FluidReportQuery } from '../api/fluids.types';
import { useFluidReport } from '../hooks/use-fluid-report';
import { FluidFormulas } from './fluid-formulas';
import { FluidGrid } from './fluid-grid';
import { FluidSummary } from './fluid-summary';
import { GasTable } from './gas-table';
import { GasTotalsTable } from './gas-totals-table';
import { HcfcTable } from './hcfc-table';
import { RecoveryTable } from './recovery-table';
import { LeakRateTable } from './leak-rate-table';

// Charts (and ECharts) load on demand, outside the initial script.
const FluidCharts = lazy(() =>
  import('./fluid-charts').then((module) => ({ default: module.FluidCharts })),
);

/** The annual report: figures, the month grid, totals per gas, leak rates and formulas (screen and print). */
export function FluidReportView({ query }: { query: FluidReportQuery }) {
  const report = useFluidReport(query);

  if (report.isPending) return <LoadingState label="Calculando o relatório…" />;
  if (report.isError) {
    return (
      <div className="card">
        <ErrorState error={report.error} onRetry={() => report.refetch()} />
      </div>
    );
  }
  const data = report.data;
  return (
    <div className="fluid-report stack" aria-busy={report.isPlaceholderData} data-ano={data.ano}>
      <p className="fluid-report__scope" data-testid="fluidos-escopo">
        {data.filtros.cliente
          ? `Cliente: ${data.filtros.cliente}`
          : data.filtros.contrato
            ? ''
            : 'Toda a empresa'}
        {data.filtros.contrato
          ? `${data.filtros.cliente ? ' · ' : ''}Contrato: ${data.filtros.contrato}`
          : ''}
        {' · '}GWP de 100 anos: <strong>{data.conjuntoGwp.rotulo}</strong> · HCFCs à parte, com ODP
        · Referência europeia: Regulamento (UE) 2024/573
      </p>
      {data.revisaoPendente > 0 && (
        <p
          className="notice notice--warning"
          role="status"
          data-revisao-pendente={data.revisaoPendente}
        >
          {data.revisaoPendente === 1
            ? '1 evento sinalizado aguarda revisão do supervisor'
            : `${data.revisaoPendente} eventos sinalizados aguardam revisão do supervisor`}{' '}
          (incluídos nos números abaixo).
        </p>
      )}
      <FluidSummary report={data} />
      {data.linhas.length > 0 && (
        <Suspense fallback={null}>
          <FluidCharts report={data} />
        </Suspense>
      )}
      <section className="card card--flush fluid-report__section" aria-labelledby="fluidos-grade">
        <h2 id="fluidos-grade" className="fluid-report__title">
          Consumo por setor, gás e evento (kg)
        </h2>
        {data.linhas.length === 0 ? (
          <EmptyState title={`Nenhum evento de fluido em ${data.ano}`}>
            Recargas, retiradas e vazamentos aparecem aqui quando são registrados nas ordens de
            serviço ou no registro de eventos.
          </EmptyState>
        ) : (
          <FluidGrid report={data} />
        )}
      </section>
      {data.linhas.length > 0 && (
        <div className="fluid-report__pair">
          <div className="stack">
            <section
              className="card card--flush fluid-report__section"
              aria-labelledby="fluidos-gases"
            >
              <h2 id="fluidos-gases" className="fluid-report__title">
                Totais por gás
              </h2>
              <GasTotalsTable report={data} />
            </section>
            <section
              className="card card--flush fluid-report__section"
              aria-labelledby="fluidos-gwp"
            >
              <h2 id="fluidos-gwp" className="fluid-report__title">
                Gases, GWP ({data.conjuntoGwp.codigo}, 100 anos) e ODP
              </h2>
              <GasTable gases={data.gases} />
            </section>
          </div>
          <section className="card fluid-report__section" aria-labelledby="fluidos-formulas">
            <h2 id="fluidos-formulas">Como é calculado</h2>
            <FluidFormulas report={data} />
          </section>
        </div>
      )}
      <section className="card card--flush fluid-report__section" aria-labelledby="fluidos-hcfc">
        <h2 id="fluidos-hcfc" className="fluid-report__title">
          HCFCs (destroem a camada de ozônio): à parte do total de tCO₂e
        </h2>
        <HcfcTable report={data} />
      </section>
      <section
        className="card card--flush fluid-report__section"
        aria-labelledby="fluidos-recolhido"
      >
        <h2 id="fluidos-recolhido" className="fluid-report__title">
          Gás recolhido e destino
        </h2>
        <RecoveryTable report={data} />
      </section>
      <section className="card card--flush fluid-report__section" aria-labelledby="fluidos-taxas">
        <h2 id="fluidos-taxas" className="fluid-report__title">
          Taxa de vazamento por equipamento
        </h2>
        <LeakRateTable report={data} />
      </section>
    </div>
  );
}
