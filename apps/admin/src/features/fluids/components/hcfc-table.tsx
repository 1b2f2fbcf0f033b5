import type { FluidReport } from '../api/fluids.types';
import { formatKg, formatTco2e } from '../fluid-format';

const decimal = (value: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** HCFCs apart: kg, ODP and ODP-weighted kg, their tCO2e for information only. */
export function HcfcTable({ report }: { report: FluidReport }) {
  const { porGas, total } = report.hcfc;
  if (porGas.length === 0)
    return <p className="muted fluid-report__empty">Nenhum evento com HCFC neste relatório.</p>;
  return (
    <div className="table-wrap">
      <table className="table table--dense fluid-hcfc">
        <thead>
          <tr>
            <th scope="col">Gás</th>
            <th scope="col" className="num">
              ODP
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
              kg ODP
            </th>
            <th scope="col" className="num">
              tCO₂e (informativo)
            </th>
          </tr>
        </thead>
        <tbody>
          {porGas.map((gas) => (
            <tr key={gas.tipoGas} data-gas={gas.tipoGas}>
              <th scope="row">{gas.tipoGas}</th>
              <td className="num">{decimal(gas.odp)}</td>
              <td className="num">{formatKg(gas.recargaKg)}</td>
              <td className="num">{formatKg(gas.retiradaKg)}</td>
              <td className="num">{formatKg(gas.vazamentoKg)}</td>
              <td className="num table__strong">{decimal(gas.odpKg)}</td>
              <td className="num">{formatTco2e(gas.tco2e)}</td>
            </tr>
          ))}
        </tbody>
        {porGas.length > 1 && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total HCFC
              </th>
              <td className="num">{formatKg(total.recargaKg)}</td>
              <td className="num">{formatKg(total.retiradaKg)}</td>
              <td className="num">{formatKg(total.vazamentoKg)}</td>
              <td className="num">{decimal(total.odpKg)}</td>
              <td className="num">{formatTco2e(total.tco2e)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
