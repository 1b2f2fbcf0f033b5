import { EmptyState } from '../../../components/query-states';
import { formatNumber } from '../../../lib/format';
import type { RgmTechnicianRow } from '../api/rgm.types';
import { formatHours, formatKm, formatPercent } from '../rgm-format';

/** Orders attended, mean execution time, % SLA met and km per technician. */
export function TechnicianTable({ rows }: { rows: readonly RgmTechnicianRow[] }) {
  if (rows.length === 0) {
    return (
      <EmptyState title="Nenhum técnico alocado no período">
        Os técnicos aparecem aqui quando há alocações em ordens de serviço iniciadas no período.
      </EmptyState>
    );
  }
  return (
    <div className="table-wrap">
      <table className="table table--dense">
        <thead>
          <tr>
            <th scope="col">Técnico</th>
            <th scope="col" className="num">
              Ordens atendidas
            </th>
            <th scope="col" className="num">
              Execução média
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
            <tr key={row.tecnicoId}>
              <td className="table__name table__strong">{row.nome}</td>
              <td className="num">{formatNumber(row.ordensAtendidas)}</td>
              <td className="num nowrap">{formatHours(row.execucaoMediaHoras)}</td>
              <td className="num nowrap">{formatPercent(row.slaPercentual)}</td>
              <td className="num nowrap">{formatKm(row.km)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
