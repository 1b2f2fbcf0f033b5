import { formatNumber } from '../../../lib/format';
import type { RgmContractRow, RgmFigures } from '../api/rgm.types';
import { formatHours, formatKm, formatPercent } from '../rgm-format';

function FigureCells({ figures }: { figures: RgmFigures }) {
  return (
    <>
      <td className="num">{formatNumber(figures.chamados)}</td>
      <td className="num">{formatNumber(figures.corretivos)}</td>
      <td className="num nowrap">{formatHours(figures.mttrHoras)}</td>
      <td className="num nowrap">{formatHours(figures.restabelecimentoHoras)}</td>
      <td className="num nowrap">
        {formatPercent(figures.slaPercentual)}
        {figures.ordensComMeta > 0 && (
          <span className="table__sub">
            {formatNumber(figures.ordensNoPrazo)} de {formatNumber(figures.ordensComMeta)}
          </span>
        )}
      </td>
      <td className="num nowrap">{formatKm(figures.km)}</td>
    </>
  );
}

/** The same figures side by side for every contract (consolidated RGMs only), with the company's total. */
export function ContractComparisonTable({
  rows,
  total,
}: {
  rows: readonly RgmContractRow[];
  total: RgmFigures;
}) {
  return (
    <div className="table-wrap">
      <table className="table table--dense">
        <thead>
          <tr>
            <th scope="col">Contrato</th>
            <th scope="col" className="num">
              Chamados
            </th>
            <th scope="col" className="num">
              Corretivos
            </th>
            <th scope="col" className="num">
              MTTR
            </th>
            <th scope="col" className="num">
              Restabelecimento
            </th>
            <th scope="col" className="num">
              % SLA
            </th>
            <th scope="col" className="num">
              Km
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.contratoId}
              data-contrato={row.codigo}
              className={row.chamados === 0 ? 'table__row--quiet' : undefined}
            >
              <td className="table__name">
                <span className="table__strong">{row.codigo}</span>
                {row.cliente && <span className="table__sub">{row.cliente}</span>}
              </td>
              <FigureCells figures={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Toda a empresa</th>
            <FigureCells figures={total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
