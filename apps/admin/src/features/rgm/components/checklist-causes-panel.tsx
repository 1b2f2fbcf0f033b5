import { EmptyState } from '../../../components/query-states';
import { formatNumber } from '../../../lib/format';
import type { RgmSnapshot } from '../api/rgm.types';
import { formatPercent } from '../rgm-format';

/** Checklist items with non-conformities, and the most frequent root causes of corrective orders. */
export function ChecklistCausesPanel({ snapshot }: { snapshot: RgmSnapshot }) {
  const { checklist, causasRaiz } = snapshot;
  const topCause = causasRaiz[0]?.ocorrencias ?? 0;

  return (
    <div className="rgm-split">
      <section aria-labelledby="checklist-title" className="rgm-split__part">
        <h3 id="checklist-title" className="rgm-split__title">
          Não conformidades do checklist
        </h3>
        {checklist.length === 0 ? (
          <EmptyState title="Nenhuma não conformidade">
            Nenhum item do checklist foi marcado como não conforme no período.
          </EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="table table--dense">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="num">
                    Não conformes
                  </th>
                  <th scope="col" className="num">
                    Respostas
                  </th>
                  <th scope="col" className="num">
                    %
                  </th>
                </tr>
              </thead>
              <tbody>
                {checklist.map((row) => (
                  <tr key={row.item}>
                    <td>{row.item}</td>
                    <td className="num table__strong">{formatNumber(row.naoConformes)}</td>
                    <td className="num">{formatNumber(row.respostas)}</td>
                    <td className="num nowrap">
                      {formatPercent(Math.round((1000 * row.naoConformes) / row.respostas) / 10)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="causes-title" className="rgm-split__part">
        <h3 id="causes-title" className="rgm-split__title">
          Causas raiz mais frequentes
        </h3>
        {causasRaiz.length === 0 ? (
          <EmptyState title="Nenhuma causa raiz informada">
            As causas aparecem aqui quando as ordens corretivas do período as informam.
          </EmptyState>
        ) : (
          <ol className="causes">
            {causasRaiz.map((row) => (
              <li key={row.causa} className="causes__item">
                <span className="causes__name">{row.causa}</span>
                <span className="causes__count">{formatNumber(row.ocorrencias)}</span>
                <span className="causes__bar" aria-hidden="true">
                  <span style={{ width: `${(100 * row.ocorrencias) / topCause}%` }} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
