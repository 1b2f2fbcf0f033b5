import { orderTimelinessLabel, type ServiceOrderSummary } from '@campo/contracts';
import { Link } from 'react-router';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { attendanceLine, attendingTechnicians } from '../attendance';
import { typeLabel } from '../order-format';
import { OrderBadges } from './order-badges';

/** The orders, one a row, each linking to its page, with the attendance as the field records it. */
export function OrderTable({ orders }: { orders: readonly ServiceOrderSummary[] }) {
  const { empresa } = useCurrentSession();
  const now = new Date();
  return (
    <div className="table-wrap">
      <table className="table table--dense order-table">
        <thead>
          <tr>
            <th scope="col">Código</th>
            <th scope="col">Situação</th>
            <th scope="col">Atendimento</th>
            <th scope="col">Equipamento</th>
            <th scope="col">Tipo</th>
            <th scope="col">Abertura</th>
            <th scope="col">Prazo</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const attendance = attendanceLine(order, empresa.fusoHorario, now);
            return (
              <tr key={order.id} data-ordem-id={order.id}>
                <td className="nowrap">
                  <Link to={`/ordens/${order.id}`} className="table__strong">
                    {order.codigo}
                  </Link>
                  <span className="table__sub">{order.contrato.codigo}</span>
                  {/* On a phone the table scrolls: the attendance also under the pinned code. */}
                  {attendance && (
                    <span className="table__sub order-table__narrow" aria-hidden="true">
                      {attendance}
                    </span>
                  )}
                </td>
                <td>
                  <OrderBadges order={order} />
                </td>
                <td className="order-table__attendance">
                  {attendingTechnicians(order)
                    .map((technician) => technician.nome)
                    .join(', ') || EMPTY}
                  {attendance && (
                    <span className="table__sub" data-atendimento={order.situacao}>
                      {attendance}
                    </span>
                  )}
                </td>
                <td>
                  {order.equipamento?.codigo ?? EMPTY}
                  <span className="table__sub">{order.descricao ?? ''}</span>
                </td>
                <td>{typeLabel(order.tipo)}</td>
                <td className="nowrap">{formatShortDateTime(order.abertura)}</td>
                <td className="nowrap">
                  {formatShortDateTime(order.sla.prazoSolucao ?? order.sla.prazoInicio)}
                  <span className="table__sub">
                    {orderTimelinessLabel(order.sla.medida, order.sla.resultado)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
