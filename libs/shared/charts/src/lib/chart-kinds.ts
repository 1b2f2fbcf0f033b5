import type { EChartsOption } from 'echarts';
import type { ChartSpec } from './chart-spec';
import { chartNumber } from './number-format';
import { CHART_COLORS, GRID_LINE_COLOR, LINE_SYMBOLS, TARGET_COLOR, TEXT_COLOR } from './palette';

export interface ChartSeries {
  name: string;
  values: Array<number | null>;
}

interface Axis {
  /** The unit after each value in the table and the tooltip, e.g. `h`, `%`, `kg`. */
  unit?: string;
  /** Decimals shown. */
  digits?: number;
}

const withUnit = (value: number | null | undefined, axis: Axis) => {
  const text = chartNumber(value, axis.digits ?? 1);
  return text === '—' || !axis.unit ? text : `${text} ${axis.unit}`;
};

/**
 * The charts' font. No double quotes: server-rendered SVG writes it inside a
 * `style="…"` attribute unescaped, and a `"` there ended the attribute (the PDF then
 * drew labels in a wider fallback font and clipped them: ":apacitor queimado").
 */
export const CHART_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** What every chart shares: the palette, patterns on areas, pt-BR numbers, no animation (the PDF snaps at once). */
function base(summary: string, legend: boolean): EChartsOption {
  return {
    animation: false,
    color: [...CHART_COLORS],
    textStyle: {
      fontFamily: CHART_FONT_FAMILY,
      color: TEXT_COLOR,
    },
    aria: { enabled: true, label: { description: summary }, decal: { show: true } },
    legend: legend
      ? { top: 0, left: 0, itemGap: 16, textStyle: { fontSize: 12 } }
      : { show: false },
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: legend ? 36 : 16, bottom: 8, containLabel: true },
  };
}

const valueAxis = (axis: Axis) => ({
  type: 'value' as const,
  // Counts tick on whole numbers (no "0 0 1 1" from rounded halves).
  minInterval: axis.digits === 0 ? 1 : undefined,
  splitLine: { lineStyle: { color: GRID_LINE_COLOR } },
  axisLabel: {
    formatter: (value: number) => withUnit(value, { ...axis, digits: axis.digits ?? 1 }),
  },
});

function table(title: string, categories: string[], series: ChartSeries[], axis: Axis) {
  return {
    columns: [title, ...series.map((item) => item.name)],
    rows: categories.map((category, index) => [
      category,
      ...series.map((item) => withUnit(item.values[index], axis)),
    ]),
  };
}

const hasData = (series: ChartSeries[]) =>
  series.some((item) => item.values.some((value) => value !== null && value !== 0));

/** Columns per category, stacked: each series a colour and a pattern. */
export function stackedBars(input: {
  title: string;
  summary: string;
  categoryTitle: string;
  categories: string[];
  series: ChartSeries[];
  axis: Axis;
}): ChartSpec {
  const { axis } = input;
  return {
    title: input.title,
    summary: input.summary,
    empty: !hasData(input.series),
    table: table(input.categoryTitle, input.categories, input.series, axis),
    option: {
      ...base(input.summary, input.series.length > 1),
      tooltip: { trigger: 'axis', valueFormatter: (value) => withUnit(value as number, axis) },
      xAxis: { type: 'category', data: input.categories, axisTick: { alignWithLabel: true } },
      yAxis: valueAxis(axis),
      series: input.series.map((item) => ({
        type: 'bar' as const,
        name: item.name,
        stack: 'total',
        data: item.values,
        barMaxWidth: 48,
      })),
    },
  };
}

/** The width (px) a ranked bar's label wraps at. */
export const RANKED_LABEL_WIDTH = 160;

/** Horizontal bars, longest first, for rankings (root causes, tCO2e per sector). */
export function rankedBars(input: {
  title: string;
  summary: string;
  categoryTitle: string;
  valueTitle: string;
  rows: Array<{ label: string; value: number }>;
  axis: Axis;
}): ChartSpec {
  const { axis } = input;
  const rows = [...input.rows].sort((a, b) => b.value - a.value);
  // ECharts draws the first category at the bottom: reverse so the largest reads first.
  const drawn = [...rows].reverse();
  return {
    title: input.title,
    summary: input.summary,
    empty: !rows.some((row) => row.value !== 0),
    table: {
      columns: [input.categoryTitle, input.valueTitle],
      rows: rows.map((row) => [row.label, withUnit(row.value, axis)]),
    },
    option: {
      ...base(input.summary, false),
      // Room on the right for each bar's value label.
      grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: (value) => withUnit(value as number, axis) },
      // The unit is on each bar's label; the axis keeps to numbers.
      xAxis: valueAxis({ digits: axis.digits }),
      yAxis: {
        type: 'category',
        data: drawn.map((row) => row.label),
        // Long labels wrap onto more lines within a fixed width, never cut (the table beside has them whole).
        axisLabel: { width: RANKED_LABEL_WIDTH, overflow: 'break', lineHeight: 13 },
      },
      series: [
        {
          type: 'bar',
          name: input.valueTitle,
          data: drawn.map((row) => row.value),
          barMaxWidth: 22,
          label: {
            show: true,
            position: 'right',
            formatter: (params) => withUnit(params.value as number, axis),
          },
        },
      ],
    },
  };
}

/** Lines over categories (months), optionally with a dashed target line. */
export function linesWithTarget(input: {
  title: string;
  summary: string;
  categoryTitle: string;
  categories: string[];
  series: ChartSeries[];
  axis: Axis & { max?: number };
  target?: { label: string; value: number } | null;
}): ChartSpec {
  const { axis, target } = input;
  const data = table(input.categoryTitle, input.categories, input.series, axis);
  if (target) data.columns.push(input.target?.label ?? 'Meta');
  if (target) data.rows.forEach((row) => row.push(withUnit(target.value, axis)));
  return {
    title: input.title,
    summary: input.summary,
    empty: !hasData(input.series),
    table: data,
    option: {
      ...base(input.summary, input.series.length > 1 || Boolean(target)),
      tooltip: { trigger: 'axis', valueFormatter: (value) => withUnit(value as number, axis) },
      xAxis: { type: 'category', data: input.categories, boundaryGap: false },
      yAxis: { ...valueAxis(axis), max: axis.max },
      series: [
        ...input.series.map((item, index) => ({
          type: 'line' as const,
          name: item.name,
          data: item.values,
          connectNulls: false,
          symbol: LINE_SYMBOLS[index % LINE_SYMBOLS.length],
          symbolSize: 7,
          lineStyle: { width: 2 },
        })),
        ...(target
          ? [
              {
                type: 'line' as const,
                name: target.label,
                data: input.categories.map(() => target.value),
                symbol: 'none',
                lineStyle: { type: 'dashed' as const, color: TARGET_COLOR, width: 1.5 },
                itemStyle: { color: TARGET_COLOR },
                tooltip: { show: true },
              },
            ]
          : []),
      ],
    },
  };
}

/** A tiny trend line without axes, for KPI cards. */
export function sparkline(input: {
  title: string;
  summary: string;
  categories: string[];
  values: Array<number | null>;
  axis: Axis;
}): ChartSpec {
  const { axis } = input;
  return {
    title: input.title,
    summary: input.summary,
    empty: !hasData([{ name: input.title, values: input.values }]),
    table: table('Mês', input.categories, [{ name: input.title, values: input.values }], axis),
    option: {
      animation: false,
      aria: { enabled: true, label: { description: input.summary } },
      grid: { left: 2, right: 2, top: 4, bottom: 4 },
      tooltip: { trigger: 'axis', valueFormatter: (value) => withUnit(value as number, axis) },
      xAxis: { type: 'category', data: input.categories, show: false, boundaryGap: false },
      yAxis: { type: 'value', show: false, scale: true },
      series: [
        {
          type: 'line',
          name: input.title,
          data: input.values,
          symbol: 'none',
          lineStyle: { width: 1.5, color: CHART_COLORS[0] },
          areaStyle: { color: CHART_COLORS[0], opacity: 0.12 },
        },
      ],
    },
  };
}

export { withUnit as chartValue };
