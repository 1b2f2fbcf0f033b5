import type { MassBalanceLine, RefrigerantGas } from '@campo/contracts';
import type { MassBalanceRow } from './fluid-report.repository';
import { reportedApart } from './gas-category';

/**
 * The mass balance of a client and gas over the year, for a stock of units whose installed
 * charge did not change: what went in (charged) less what came out into cylinders
 * (recovered) is what escaped. It stands when every unit has a nominal charge and the
 * balance is not negative (a negative one means gas left the units: a recovery whose
 * recharge was not logged, or a unit emptied, which the log does not tell). Otherwise the emissions are the
 * recharges, as before, and the line says why. Method after the GHG Protocol's
 * mass-balance approach for refrigeration and air-conditioning (a foreign reference: no
 * Brazilian rule sets one).
 */
export function massBalanceLine(
  row: MassBalanceRow,
  gas: RefrigerantGas | undefined,
): MassBalanceLine {
  const balancoKg = round3(row.carregadoKg - row.recolhidoKg);
  const reason =
    row.unidadesSemCarga > 0
      ? `${row.unidadesSemCarga} de ${row.unidades} ${row.unidades === 1 ? 'unidade' : 'unidades'} sem carga nominal`
      : row.unidades === 0
        ? 'nenhuma unidade ativa com este gás'
        : balancoKg < 0
          ? 'balanço negativo: saiu mais gás do que entrou no ano (recolhimento sem a recarga que devolveu o gás, ou unidade esvaziada)'
          : null;
  const metodo = reason ? 'RECARGAS' : 'BALANCO_DE_MASSA';
  const emissaoKg = metodo === 'BALANCO_DE_MASSA' ? balancoKg : round3(row.carregadoKg);
  return {
    ...row,
    categoria: gas?.categoria ?? 'HFC',
    balancoKg,
    metodo,
    motivo: reason,
    emissaoKg,
    tco2e: round3((emissaoKg * (gas?.gwp ?? 0)) / 1000),
    taxaEmissaoPercentual:
      row.instaladoKg > 0 ? Math.round((emissaoKg / row.instaladoKg) * 1000) / 10 : null,
  };
}

/** Every client and gas's line, and the tCO2e total without the HCFCs (reported apart, with ODP). */
export function massBalance(rows: MassBalanceRow[], gases: RefrigerantGas[]) {
  const byCode = new Map(gases.map((gas) => [gas.codigo, gas]));
  const linhas = rows.map((row) => massBalanceLine(row, byCode.get(row.tipoGas)));
  const tco2e = linhas
    .filter((line) => !reportedApart(byCode.get(line.tipoGas)))
    .reduce((sum, line) => sum + line.tco2e, 0);
  return { linhas, tco2e: round3(tco2e) };
}

function round3(value: number) {
  return Math.round(value * 1000) / 1000;
}
