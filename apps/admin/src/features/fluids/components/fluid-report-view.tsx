import { ctfAppStatement } from '@campo/contracts';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import type { FluidReportQuery } from '../api/fluids.types';
import { useFluidReport } from '../hooks/use-fluid-report';
import { FluidCharts } from './fluid-charts';
import {
  HcfcUnitsTable,
  LegalFramework,
  MassBalanceTable,
  PendingEventsTable,
} from './fluid-compliance';
import { FluidFormulas } from './fluid-formulas';
import { FluidGrid } from './fluid-grid';
import { FluidSummary } from './fluid-summary';
import { GasTable } from './gas-table';
import { GasTotalsTable } from './gas-totals-table';
import { HcfcTable } from './hcfc-table';
import { CylindersTables } from './cylinders-tables';
import { RecoveryTable } from './recovery-table';
import { LeakRateTable } from './leak-rate-table';

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
        {' · '}
        {ctfAppStatement(data.ctfApp)} · GWP de 100 anos: <strong>{data.conjuntoGwp.rotulo}</strong>{' '}
        · HCFCs à parte, com ODP
      </p>
      {data.revisaoPendente > 0 && (
        <p
          className="notice notice--warning"
          role="status"
          data-revisao-pendente={data.revisaoPendente}
        >
          {data.revisaoPendente === 1
            ? '1 evento sinalizado aguarda revisão do supervisor'
            : `${data.revisaoPendente} eventos sinalizados aguardam revisão do supervisor`}
          : fora dos números abaixo, listados à parte no fim.
        </p>
      )}
      <FluidSummary report={data} />
      {/* With the page, not lazily: a late chart pushed the sections below it down under a
          click (ECharts itself still loads on demand, inside each chart's fixed-height box). */}
      {data.linhas.length > 0 && <FluidCharts report={data} />}
      <ReportSection id="fluidos-grade" title="Consumo por setor, gás e evento (kg)">
        {data.linhas.length === 0 ? (
          <EmptyState title={`Nenhum evento de fluido em ${data.ano}`}>
            Recargas, retiradas e vazamentos aparecem aqui quando são registrados nas ordens de
            serviço ou no registro de eventos.
          </EmptyState>
        ) : (
          <FluidGrid report={data} />
        )}
      </ReportSection>
      {data.linhas.length > 0 && (
        <div className="fluid-report__pair">
          <div className="stack">
            <ReportSection id="fluidos-gases" title="Totais por gás">
              <GasTotalsTable report={data} />
            </ReportSection>
            <ReportSection
              id="fluidos-gwp"
              title={`Gases, GWP (${data.conjuntoGwp.codigo}, 100 anos) e ODP`}
            >
              <GasTable gases={data.gases} />
            </ReportSection>
          </div>
          <section className="card fluid-report__section" aria-labelledby="fluidos-formulas">
            <h2 id="fluidos-formulas">Como é calculado</h2>
            <FluidFormulas report={data} />
          </section>
        </div>
      )}
      <ReportSection
        id="fluidos-hcfc"
        title="HCFCs (destroem a camada de ozônio): à parte do total de tCO₂e"
      >
        <HcfcTable report={data} />
      </ReportSection>
      <ReportSection
        id="fluidos-balanco"
        title="Carga instalada e balanço de massa por cliente e gás"
      >
        <MassBalanceTable report={data} />
      </ReportSection>
      <ReportSection id="fluidos-recolhido" title="Gás recolhido e destino">
        <RecoveryTable report={data} />
      </ReportSection>
      <ReportSection id="fluidos-cilindros" title="Cilindros">
        <CylindersTables report={data} />
      </ReportSection>
      <ReportSection id="fluidos-hcfc-unidades" title="Unidades com HCFC: planejar a substituição">
        <HcfcUnitsTable report={data} />
      </ReportSection>
      <ReportSection id="fluidos-taxas" title="Taxa de vazamento por equipamento">
        <LeakRateTable report={data} />
      </ReportSection>
      {data.emRevisao.length > 0 && (
        <ReportSection id="fluidos-em-revisao" title="Eventos aguardando revisão (fora dos totais)">
          <PendingEventsTable report={data} />
        </ReportSection>
      )}
      <section className="card fluid-report__section" aria-labelledby="fluidos-marco-legal">
        <h2 id="fluidos-marco-legal">Marco legal brasileiro</h2>
        <LegalFramework report={data} />
      </section>
    </div>
  );
}

/** One titled card of the report (its heading names the section). */
function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card card--flush fluid-report__section" aria-labelledby={id}>
      <h2 id={id} className="fluid-report__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
