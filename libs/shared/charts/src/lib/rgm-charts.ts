import type { RgmSnapshot } from '@campo/contracts';
import type { ChartSpec } from './chart-spec';
import { linesWithTarget, rankedBars, stackedBars, chartValue } from './chart-kinds';
import { chartNumber, dayLabel, monthLabel } from './number-format';

/** The RGM's charts, drawn from its frozen snapshot only (a released RGM never changes). */
export interface RgmCharts {
  ordersPerWeek: ChartSpec;
  sla: ChartSpec;
  mttr: ChartSpec;
  rootCauses: ChartSpec;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Null when the snapshot predates the charts (no series stored). */
export function rgmCharts(snapshot: RgmSnapshot): RgmCharts | null {
  const series = snapshot.series;
  if (!series) return null;
  const weeks = series.semanas;
  const months = series.meses;
  const monthNames = months.map((month) => monthLabel(month.mes));
  const last = months.at(-1);
  const preventive = sum(weeks.map((week) => week.preventivas));
  const corrective = sum(weeks.map((week) => week.corretivas));
  const other = sum(weeks.map((week) => week.outras));
  const solution = series.metas.solucaoHoras;

  return {
    ordersPerWeek: stackedBars({
      title: 'Ordens por semana',
      summary:
        `Ordens abertas por semana do período: ${chartNumber(preventive, 0)} preventivas, ` +
        `${chartNumber(corrective, 0)} corretivas` +
        (other ? ` e ${chartNumber(other, 0)} de outros tipos` : '') +
        ` em ${weeks.length} semanas.`,
      categoryTitle: 'Semana iniciada em',
      categories: weeks.map((week) => dayLabel(week.inicio)),
      series: [
        { name: 'Preventivas', values: weeks.map((week) => week.preventivas) },
        { name: 'Corretivas', values: weeks.map((week) => week.corretivas) },
        ...(other ? [{ name: 'Outras', values: weeks.map((week) => week.outras) }] : []),
      ],
      axis: { digits: 0 },
    }),
    sla: linesWithTarget({
      title: 'SLA dos chamados (12 meses)',
      summary:
        `Percentual de chamados no prazo do SLA nos 12 meses até ${monthNames.at(-1) ?? ''}: ` +
        `${chartValue(last?.slaPercentual, { unit: '%' })} no último mês; a meta é 100 %.`,
      categoryTitle: 'Mês',
      categories: monthNames,
      series: [{ name: 'SLA dos chamados', values: months.map((month) => month.slaPercentual) }],
      axis: { unit: '%', digits: 1, max: 100 },
      target: { label: 'Meta (100 %)', value: 100 },
    }),
    mttr: linesWithTarget({
      title: 'MTTR (12 meses)',
      summary:
        `Tempo médio de reparo das corretivas nos 12 meses até ${monthNames.at(-1) ?? ''}: ` +
        `${chartValue(last?.mttrHoras, { unit: 'h' })} no último mês` +
        (solution !== null
          ? `; a meta de solução do contrato é ${chartValue(solution, { unit: 'h' })}.`
          : '.'),
      categoryTitle: 'Mês',
      categories: monthNames,
      series: [{ name: 'MTTR', values: months.map((month) => month.mttrHoras) }],
      axis: { unit: 'h', digits: 1 },
      target: solution !== null ? { label: 'Meta de solução do contrato', value: solution } : null,
    }),
    rootCauses: rankedBars({
      title: 'Causas raiz',
      summary:
        snapshot.causasRaiz.length === 0
          ? 'Nenhuma causa raiz registrada no período.'
          : `Causas raiz mais frequentes das corretivas do período; a primeira é ` +
            `${snapshot.causasRaiz[0].causa}, com ${chartNumber(snapshot.causasRaiz[0].ocorrencias, 0)} ocorrências.`,
      categoryTitle: 'Causa raiz',
      valueTitle: 'Ocorrências',
      rows: snapshot.causasRaiz.map((row) => ({ label: row.causa, value: row.ocorrencias })),
      axis: { digits: 0 },
    }),
  };
}
