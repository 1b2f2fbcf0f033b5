import { fluidCharts } from '@campo/charts';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart';
import type { FluidReport } from '../api/fluids.types';

/** Recharged kg per month stacked by gas, and tCO2e per sector (the PDF prints the same charts). */
export function FluidCharts({ report }: { report: FluidReport }) {
  const charts = useMemo(() => fluidCharts(report), [report]);
  return (
    <section className="chart-grid" aria-label="Gráficos do ano">
      <Chart spec={charts.kgPerMonth} emptyText={`Nenhuma recarga em ${report.ano}.`} />
      <Chart
        spec={charts.co2BySector}
        height={Math.max(180, 60 + 28 * charts.co2BySector.table.rows.length)}
        emptyText={`Nenhuma emissão de recargas em ${report.ano}.`}
      />
    </section>
  );
}
