import { fluidCharts } from '@campo/charts';
import type { FluidReport } from '@campo/contracts';
import { CHART_PRINT_STYLES, chartFigure, html, type SafeHtml } from '@campo/platform';

/**
 * The fluid report's charts side by side on the landscape page — recharged kg per month
 * stacked by gas, and tCO₂e per sector — from the definitions the screen draws.
 */
export function fluidReportCharts(report: FluidReport): SafeHtml | null {
  if (report.linhas.length === 0) return null;
  const charts = fluidCharts(report);
  return html`<div class="chart-row">
    ${chartFigure(charts.kgPerMonth, {
      size: 'column',
      emptyText: `Nenhuma recarga em ${report.ano}.`,
    })}
    ${chartFigure(charts.co2BySector, {
      size: 'column',
      emptyText: `Nenhuma emissão de recargas em ${report.ano}.`,
      height: Math.max(160, 60 + 26 * charts.co2BySector.table.rows.length),
    })}
  </div>`;
}

export const FLUID_CHART_STYLES = CHART_PRINT_STYLES;
