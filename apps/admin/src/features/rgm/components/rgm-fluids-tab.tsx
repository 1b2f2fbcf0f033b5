import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatKg, formatTco2e } from '../../../lib/format';
import type { RgmFluids } from '../api/rgm.types';

/** The period's refrigerant per equipment and gas, with the tCO2e of what was recharged. */
export function RgmFluidsTab({ fluids }: { fluids: RgmFluids }) {
  if (fluids.linhas.length === 0) {
    return (
      <EmptyState title="Nenhum evento de fluido no período">
        Recargas, retiradas e vazamentos registrados nas ordens aparecem aqui.
      </EmptyState>
    );
  }
  const { total } = fluids;
  return (
    <>
      <p className="rgm-tabs__note">
        tCO₂e = kg recarregados × GWP do gás ÷ 1000 (o fluido reposto é o que escapou). GWP:{' '}
        {fluids.fontesGwp.join('; ')}.
      </p>
      <div className="table-wrap">
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Equipamento</th>
              <th scope="col">Gás</th>
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
            {fluids.linhas.map((row) => (
              <tr key={`${row.equipamentoId ?? row.setor} ${row.tipoGas}`}>
                <td className="table__name">
                  <span className="table__strong">{row.equipamento ?? EMPTY}</span>
                  <span className="table__sub">{row.setor}</span>
                </td>
                <td>{row.tipoGas}</td>
                <td className="num nowrap">{formatKg(row.recargaKg)}</td>
                <td className="num nowrap">{formatKg(row.retiradaKg)}</td>
                <td className="num nowrap">{formatKg(row.vazamentoKg)}</td>
                <td className="num nowrap">
                  {row.tco2e === null ? 'HCFC, à parte' : formatTco2e(row.tco2e)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Total</td>
              <td className="num nowrap">{formatKg(total.recargaKg)}</td>
              <td className="num nowrap">{formatKg(total.retiradaKg)}</td>
              <td className="num nowrap">{formatKg(total.vazamentoKg)}</td>
              <td className="num nowrap">{formatTco2e(total.tco2e)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
