import { EMPTY, formatNumber } from '../../../lib/format';
import type { FluidReport } from '../api/fluids.types';
import { formatKg, formatTco2e } from '../fluid-format';

function formatGwp(value: number | undefined) {
  return value === undefined ? EMPTY : formatNumber(value);
}

/** Totals per gas with its GWP, and the company's total. */
export function GasTotalsTable({ report }: { report: FluidReport }) {
  const gwp = new Map(report.gases.map((gas) => [gas.codigo, gas.gwp]));
  const { geral } = report.totais;
  return (
    <div className="table-wrap">
      <table className="table table--dense fluid-gas-totals">
        <thead>
          <tr>
            <th scope="col">Gás</th>
            <th scope="col" className="num">
              GWP
            </th>
            <th scope="col" className="num">
              Recarga
            </th>
            <th scope="col" className="num">
              Retirada
            </th>
            <th scope="col" className="num">
              Vazamento
            </th>
            <th scope="col" className="num">
              tCO₂e
            </th>
          </tr>
        </thead>
        <tbody>
          {report.totais.porGas.map((entry) => (
            <tr key={entry.tipoGas} data-gas={entry.tipoGas}>
              <th scope="row">{entry.tipoGas}</th>
              <td className="num">{formatGwp(gwp.get(entry.tipoGas))}</td>
              <td className="num">{formatKg(entry.recargaKg)}</td>
              <td className="num">{formatKg(entry.retiradaKg)}</td>
              <td className="num">{formatKg(entry.vazamentoKg)}</td>
              <td className="num table__strong">
                {entry.categoria === 'HCFC' ? (
                  <span className="muted">à parte (HCFC)</span>
                ) : (
                  formatTco2e(entry.tco2e)
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total geral (sem HCFCs)
            </th>
            <td className="num">{formatKg(geral.recargaKg)}</td>
            <td className="num">{formatKg(geral.retiradaKg)}</td>
            <td className="num">{formatKg(geral.vazamentoKg)}</td>
            <td className="num">{formatTco2e(geral.tco2e)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
