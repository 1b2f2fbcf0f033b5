import type { ImportDay } from '@campo/contracts';
import type { ChartSpec } from './chart-spec';
import { stackedBars } from './chart-kinds';
import { chartNumber, dayLabel } from './number-format';

const sum = (days: ImportDay[], pick: (day: ImportDay) => number) =>
  days.reduce((total, day) => total + pick(day), 0);

/** A token's rows per day over 30 days: accepted, refused and unchanged, stacked. */
export function tokenActivityChart(days: ImportDay[]): ChartSpec {
  const accepted = sum(days, (day) => day.aceitas);
  const refused = sum(days, (day) => day.recusadas);
  const unchanged = sum(days, (day) => day.inalteradas);
  return stackedBars({
    title: `Linhas recebidas por dia (${days.length} dias)`,
    summary:
      `Linhas recebidas com este token por dia nos últimos ${days.length} dias — ` +
      `aceitas: ${chartNumber(accepted, 0)}; recusadas: ${chartNumber(refused, 0)}; ` +
      `sem alteração: ${chartNumber(unchanged, 0)}.`,
    categoryTitle: 'Dia',
    categories: days.map((day) => dayLabel(day.dia)),
    series: [
      { name: 'Aceitas', values: days.map((day) => day.aceitas) },
      { name: 'Recusadas', values: days.map((day) => day.recusadas) },
      { name: 'Sem alteração', values: days.map((day) => day.inalteradas) },
    ],
    axis: { digits: 0 },
  });
}
