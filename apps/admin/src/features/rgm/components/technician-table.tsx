import { RGM_TECHNICIAN_ORDERS_NOTE } from '@campo/contracts';
import { EmptyState } from '../../../components/query-states';
import { formatNumber } from '../../../lib/format';
import type { RgmTechnicianRow } from '../api/rgm.types';
import { formatHours, formatKm, formatPercent } from '../rgm-format';

/** Orders worked on, mean execution time, SLA met (part of whole) and km per technician; the note says what is counted. */
export function TechnicianTable({ rows }: { rows: readonly RgmTechnicianRow[] }) {
  if (rows.length === 0) {
    return (
      <EmptyState title="Nenhum técnico alocado no período">
        Os técnicos aparecem aqui quando há alocações em ordens de serviço iniciadas no período.
      </EmptyState>
    );
  }
  return (
    <>
      <p className="rgm-tabs__note">{RGM_TECHNICIAN_ORDERS_NOTE}</p>
      <div className="table-wrap">
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Técnico</th>
              <th scope="col" className="num">
                Ordens trabalhadas
              </th>
              <th scope="col" className="num">
                Execução média
              </th>
              <th scope="col" className="num">
                SLA (com meta)
              </th>
              <th scope="col" className="num">
                Km
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.tecnicoId}>
                <td className="table__name table__strong">{row.nome}</td>
                <td className="num">{formatNumber(row.ordensAtendidas)}</td>
                <td className="num nowrap">{formatHours(row.execucaoMediaHoras)}</td>
                <td className="num nowrap">
                  {formatPercent(row.slaPercentual)}
                  {row.ordensComMeta !== undefined && (
                    <span className="table__sub">
                      {formatNumber(row.ordensNoPrazo ?? 0)} de {formatNumber(row.ordensComMeta)}
                    </span>
                  )}
                </td>
                <td className="num nowrap">{formatKm(row.km)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
