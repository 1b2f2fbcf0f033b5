import { rgmCharts } from '@campo/charts';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart';
import type { RgmSnapshot } from '../api/rgm.types';

/**
 * The RGM's charts, from the snapshot's frozen series (the PDF prints the same
 * definitions): orders per week, SLA % and MTTR over 12 months with the contract's
 * targets, and root causes. RGMs computed before charts existed show none.
 */
export function RgmCharts({ snapshot }: { snapshot: RgmSnapshot }) {
  const charts = useMemo(() => rgmCharts(snapshot), [snapshot]);
  if (!charts) return null;
  return (
    <section className="chart-grid" aria-label="Gráficos do período">
      <Chart spec={charts.ordersPerWeek} emptyText="Nenhuma ordem aberta no período." />
      <Chart spec={charts.rootCauses} emptyText="Nenhuma causa raiz registrada no período." />
      <Chart spec={charts.sla} emptyText="Nenhum chamado com meta de SLA nos 12 meses." />
      <Chart spec={charts.mttr} emptyText="Nenhuma corretiva concluída nos 12 meses." />
    </section>
  );
}
