import { type FluidReport, REFRIGERANT_DIGITS } from '@campo/contracts';
import type { ChartSpec } from './chart-spec';
import { rankedBars, stackedBars } from './chart-kinds';
import { chartNumber, MONTH_SHORT_NAMES } from './number-format';

export interface FluidCharts {
  kgPerMonth: ChartSpec;
  co2BySector: ChartSpec;
}

/**
 * The fluid report's charts, for the screen and the PDF alike: recharged kg per month
 * stacked by gas, and tCO₂e per sector.
 */
export function fluidCharts(report: FluidReport): FluidCharts {
  const gases = [...new Set(report.linhas.map((line) => line.tipoGas))].sort();
  const recharges = report.linhas.filter((line) => line.tipoEvento === 'RECARGA');
  const perGas = gases
    .map((gas) => ({
      name: gas,
      values: MONTH_SHORT_NAMES.map(
        (_, month) =>
          Math.round(
            1000 *
              recharges
                .filter((line) => line.tipoGas === gas)
                .reduce((total, line) => total + (line.meses[month] ?? 0), 0),
          ) / 1000,
      ),
    }))
    .filter((series) => series.values.some((value) => value !== 0));
  const totalKg = report.totais.geral.recargaKg;
  const sectors = report.totais.porSetor.filter((row) => row.tco2e !== 0);
  const top = [...sectors].sort((a, b) => b.tco2e - a.tco2e)[0];

  return {
    kgPerMonth: stackedBars({
      title: `Recarga por mês e gás (kg) — ${report.ano}`,
      summary:
        `Quilos de gás recarregados por mês em ${report.ano}, por tipo de gás: ` +
        `${chartNumber(totalKg, REFRIGERANT_DIGITS)} kg no ano` +
        (perGas.length ? ` (${perGas.map((series) => series.name).join(', ')}).` : '.'),
      categoryTitle: 'Mês',
      categories: MONTH_SHORT_NAMES,
      series: perGas,
      axis: { unit: 'kg', digits: REFRIGERANT_DIGITS },
    }),
    co2BySector: rankedBars({
      title: `tCO₂e por setor — ${report.ano}`,
      summary:
        `Emissões equivalentes (tCO₂e) das recargas de ${report.ano} por setor: ` +
        `${chartNumber(report.totais.geral.tco2e, REFRIGERANT_DIGITS)} tCO₂e no total` +
        (top
          ? `; o maior é ${top.setor}, com ${chartNumber(top.tco2e, REFRIGERANT_DIGITS)} tCO₂e.`
          : '.'),
      categoryTitle: 'Setor',
      valueTitle: 'tCO₂e',
      rows: sectors.map((row) => ({ label: row.setor, value: row.tco2e })),
      axis: { unit: 'tCO₂e', digits: REFRIGERANT_DIGITS },
    }),
  };
}
