import { formatNumber } from '../../../lib/format';
import type { RefrigerantGas } from '../api/fluids.types';

/** The gas table: each gas's 100-year GWP and where the figure comes from. */
export function GasTable({ gases }: { gases: readonly RefrigerantGas[] }) {
  return (
    <div className="table-wrap">
      <table className="table table--dense fluid-gases">
        <thead>
          <tr>
            <th scope="col">Gás</th>
            <th scope="col" className="num">
              GWP
            </th>
            <th scope="col" className="num">
              ODP
            </th>
            <th scope="col">Fonte</th>
          </tr>
        </thead>
        <tbody>
          {gases.map((gas) => (
            <tr key={gas.codigo}>
              <th scope="row" className="nowrap">
                {gas.codigo}
              </th>
              <td className="num">
                {gas.gwp < 1 ? gas.gwp.toLocaleString('pt-BR') : formatNumber(gas.gwp)}
              </td>
              <td className="num">{gas.odp > 0 ? gas.odp.toLocaleString('pt-BR') : '0'}</td>
              <td className="muted">
                {gas.fonte}
                {gas.odp > 0 && <span className="table__sub">ODP: {gas.fonteOdp}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
