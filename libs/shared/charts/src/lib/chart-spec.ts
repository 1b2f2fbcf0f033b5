import type { EChartsOption } from 'echarts';

/**
 * A chart as both the admin app and the PDFs draw it: the ECharts option (the picture),
 * plus its text alternative — a one-sentence summary for screen readers and the table
 * of the numbers it plots, shown beside it or under a disclosure.
 */
export interface ChartSpec {
  title: string;
  /** What the chart shows, in one or two sentences (the SVG's accessible name). */
  summary: string;
  table: ChartTable;
  option: EChartsOption;
  /** True when there is nothing to plot: callers show the empty text instead of axes. */
  empty: boolean;
}

export interface ChartTable {
  columns: string[];
  rows: string[][];
}

/** The sizes the PDFs print the charts at (px at 96 dpi, so an A4 column is about 700 px). */
export const PRINT_CHART_SIZES = {
  wide: { width: 700, height: 220 },
  half: { width: 340, height: 200 },
  /** Half of an A4 landscape page. */
  column: { width: 500, height: 220 },
  sparkline: { width: 120, height: 32 },
} as const;

export type ChartSize = keyof typeof PRINT_CHART_SIZES;
