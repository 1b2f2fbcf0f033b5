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
            <th scope="col">Fonte</th>
          </tr>
        </thead>
        <tbody>
          {gases.map((gas) => (
            <tr key={gas.codigo}>
              <th scope="row" className="nowrap">
                {gas.codigo}
              </th>
              <td className="num">{formatNumber(gas.gwp)}</td>
              <td className="muted">{gas.fonte}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
