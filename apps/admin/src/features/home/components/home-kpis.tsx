import { homeKpiCharts } from '@campo/charts';
import { formatHours, formatPercent, type HomeOverview } from '@campo/contracts';
import { useMemo } from 'react';
import { Chart } from '../../../components/chart';
import { formatNumber } from '../../../lib/format';

/**
 * This month's KPIs, each with its 12-month sparkline (its summary is the accessible
 * name): calls, SLA, MTTR and preventive compliance, by the RGM's formulas.
 */
export function HomeKpis({ months }: { months: NonNullable<HomeOverview['indicadores']> }) {
  const charts = useMemo(() => homeKpiCharts(months), [months]);
  const current = months.at(-1);
  if (!current) return null;
  const cards = [
    {
      key: 'chamados',
      label: 'Chamados',
      value: formatNumber(current.chamados),
      chart: charts.chamados,
    },
    {
      key: 'sla',
      label: 'SLA dos chamados',
      value: formatPercent(current.slaPercentual),
      chart: charts.sla,
    },
    { key: 'mttr', label: 'MTTR', value: formatHours(current.mttrHoras), chart: charts.mttr },
    {
      key: 'conformidade',
      label: 'Preventivas executadas',
      value: formatPercent(current.conformidadePercentual),
      chart: charts.conformidade,
    },
  ];
  return (
    <div className="stats stats--kpi" role="list" aria-label="Indicadores do mês">
      {cards.map((card) => (
        <div key={card.key} className="stat" role="listitem" data-kpi={card.key}>
          <span className="stat__label">{card.label}</span>
          <span className="stat__value">{card.value}</span>
          <span className="stat__sub">no mês; tendência de 12 meses:</span>
          <Chart spec={card.chart} compact height={40} />
        </div>
      ))}
    </div>
  );
}
