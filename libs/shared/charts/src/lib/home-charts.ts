import type { HomeKpiMonth } from '@campo/contracts';
import type { ChartSpec } from './chart-spec';
import { chartValue, sparkline } from './chart-kinds';
import { monthLabel } from './number-format';

type Months = HomeKpiMonth[];

export interface HomeKpiCharts {
  chamados: ChartSpec;
  sla: ChartSpec;
  mttr: ChartSpec;
  conformidade: ChartSpec;
}

function trend(
  months: Months,
  title: string,
  values: Array<number | null>,
  axis: { unit?: string; digits: number },
): ChartSpec {
  const first = values.find((value) => value !== null) ?? null;
  const last = values.at(-1) ?? null;
  return sparkline({
    title,
    summary:
      `${title} nos últimos 12 meses, de ${monthLabel(months[0]?.mes ?? '')} a ` +
      `${monthLabel(months.at(-1)?.mes ?? '')}: começou em ${chartValue(first, axis)} e está em ${chartValue(last, axis)}.`,
    categories: months.map((month) => monthLabel(month.mes)),
    values,
    axis,
  });
}

/** The home page's 12-month sparklines, one per KPI card. */
export function homeKpiCharts(months: Months): HomeKpiCharts {
  return {
    chamados: trend(
      months,
      'Chamados',
      months.map((month) => month.chamados),
      { digits: 0 },
    ),
    sla: trend(
      months,
      'SLA dos chamados',
      months.map((month) => month.slaPercentual),
      { unit: '%', digits: 1 },
    ),
    mttr: trend(
      months,
      'MTTR',
      months.map((month) => month.mttrHoras),
      { unit: 'h', digits: 1 },
    ),
    conformidade: trend(
      months,
      'Preventivas executadas',
      months.map((month) => month.conformidadePercentual),
      { unit: '%', digits: 1 },
    ),
  };
}
