import { PRINT_CHART_SIZES, type ChartSize, type ChartSpec } from '@campo/charts';
import * as echarts from 'echarts';
import { escapeHtml, html, trustedHtml, type SafeHtml } from './html';

/** The print stylesheet's body font (Liberation Sans has Arial's metrics). */
export const PRINT_CHART_FONT_FAMILY = "'Liberation Sans', Arial, Helvetica, sans-serif";

/**
 * A chart of `@campo/charts` as SVG for a printed page. The PDF page runs without
 * JavaScript, so ECharts renders on the server (`ssr: true`, no DOM) from the same
 * definition the admin app draws; ECharts escapes every text it writes. The SVG gets
 * `role="img"` and the chart's summary as its accessible name, and the figure its title.
 */
export function chartSvg(spec: ChartSpec, size: ChartSize = 'wide', height?: number): string {
  const { width } = PRINT_CHART_SIZES[size];
  height ??= PRINT_CHART_SIZES[size].height;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    // Labels are measured on the server by Helvetica/Arial widths: print them in the
    // PDF's own metric-compatible font, so a measured label is the width it prints at.
    chart.setOption({
      ...spec.option,
      textStyle: { ...spec.option.textStyle, fontFamily: PRINT_CHART_FONT_FAMILY },
    });
    const svg = chart.renderToSVGString();
    const label = escapeHtml(spec.summary);
    return svg.replace(/^<svg /, `<svg role="img" aria-label="${label}" class="chart-svg" `);
  } finally {
    chart.dispose();
  }
}

/** The chart as a `<figure>` with its title, or the empty text when there is nothing to plot. */
export function chartFigure(
  spec: ChartSpec,
  options: { size?: ChartSize; emptyText?: string; height?: number } = {},
): SafeHtml {
  if (spec.empty)
    return html`<figure class="chart">
      <figcaption>${spec.title}</figcaption>
      <p class="empty">${options.emptyText ?? 'Sem dados no período.'}</p>
    </figure>`;
  return html`<figure class="chart chart-${options.size ?? 'wide'}">
    <figcaption>${spec.title}</figcaption>
    ${trustedHtml(chartSvg(spec, options.size, options.height))}
  </figure>`;
}

/** The print CSS of chart figures (templates append it to their styles). */
export const CHART_PRINT_STYLES = `
figure.chart { margin: 8pt 0; break-inside: avoid; }
figure.chart figcaption { font-size: 9pt; font-weight: bold; color: #17324d; margin-bottom: 3pt; }
figure.chart svg { display: block; max-width: 100%; height: auto; }
.chart-row { display: flex; gap: 10pt; }
.chart-row > figure.chart { flex: 1 1 0; min-width: 0; }
`;
