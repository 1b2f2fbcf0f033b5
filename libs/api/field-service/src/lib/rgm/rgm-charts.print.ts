import { rgmCharts } from '@campo/charts';
import type { RgmSnapshot } from '@campo/contracts';
import { CHART_PRINT_STYLES, chartFigure, html, type SafeHtml } from '@campo/platform';

/** The RGM's charts as printed: the cover's and the root causes'. */
export interface RgmPrintCharts {
  cover: SafeHtml | null;
  causes: SafeHtml | null;
}

/**
 * Both printed charts of a snapshot, drawn once. They depend on the snapshot only, so the
 * PDF service keeps them per snapshot: drawing them is most of the document's JavaScript
 * (31–51 ms of CPU for the demo's RGM; docs/performance.md).
 */
export function rgmPrintCharts(snapshot: RgmSnapshot): RgmPrintCharts {
  return { cover: rgmCoverCharts(snapshot), causes: rgmCausesChart(snapshot) };
}

/**
 * The RGM's headline charts on the PDF cover — orders per week of the period, SLA % and
 * MTTR over 12 months with the contract's target — drawn from the snapshot's frozen
 * series by the same definitions as the screen. Nothing for RGMs computed before charts.
 */
export function rgmCoverCharts(snapshot: RgmSnapshot): SafeHtml | null {
  const charts = rgmCharts(snapshot);
  if (!charts) return null;
  return html`<div class="cover-charts">
    ${chartFigure(charts.ordersPerWeek, { emptyText: 'Nenhuma ordem aberta no período.' })}
    <div class="chart-row">
      ${chartFigure(charts.sla, { size: 'half', emptyText: 'Nenhum chamado com meta de SLA.' })}
      ${chartFigure(charts.mttr, { size: 'half', emptyText: 'Nenhuma corretiva concluída.' })}
    </div>
  </div>`;
}

/** The root causes as bars, above their table. */
export function rgmCausesChart(snapshot: RgmSnapshot): SafeHtml | null {
  const charts = rgmCharts(snapshot);
  if (!charts || charts.rootCauses.empty) return null;
  // One bar row per cause, so a short list does not print a tall empty box.
  return chartFigure(charts.rootCauses, { height: 50 + 26 * snapshot.causasRaiz.length });
}

/** The cover keeps the facts compact so its charts fit on the first page. */
export const RGM_CHART_STYLES = `${CHART_PRINT_STYLES}
.cover.with-charts { padding-top: 6mm; }
.cover.with-charts .subtitle { margin-bottom: 8pt; }
.cover.with-charts .facts { margin-bottom: 4pt; }
.cover-charts figure.chart { margin: 4pt 0; }
`;
