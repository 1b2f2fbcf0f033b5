import { orderDeadline, orderTimelinessLabel, type ServiceOrderSummary } from '@campo/contracts';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { attendanceLine, attendingTechnicians } from '../attendance';
import { typeLabel } from '../order-format';
import { OrderBadges } from './order-badges';

/** The orders, one a row, each linking to its page, with the attendance as the field records it. */
export function OrderTable({ orders }: { orders: readonly ServiceOrderSummary[] }) {
  const { empresa } = useCurrentSession();
  const now = new Date();
  const attendance = (order: ServiceOrderSummary) =>
    attendanceLine(order, empresa.fusoHorario, now);
  const columns: DataColumn<ServiceOrderSummary>[] = [
    {
      key: 'codigo',
      label: 'Código',
      className: 'nowrap',
      cell: (order) => (
        <>
          <Link to={`/ordens/${order.id}`} className="table__strong">
            {order.codigo}
          </Link>
          <span className="table__sub">{order.contrato.codigo}</span>
          {order.cliente && (
            <span className="table__sub order-table__client" data-cliente>
              {order.cliente}
            </span>
          )}
          {/* On a phone the row is a card: the attendance also under the code. */}
          {attendance(order) && (
            <span className="table__sub order-table__narrow" aria-hidden="true">
              {attendance(order)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'situacao',
      label: 'Situação',
      card: 'state',
      cell: (order) => <OrderBadges order={order} />,
    },
    {
      key: 'atendimento',
      label: 'Atendimento',
      className: 'order-table__attendance',
      cell: (order) => (
        <>
          {attendingTechnicians(order)
            .map((technician) => technician.nome)
            .join(', ') || EMPTY}
          {attendance(order) && (
            <span className="table__sub" data-atendimento={order.situacao}>
              {attendance(order)}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'equipamento',
      label: 'Equipamento',
      cell: (order) => (
        <>
          {order.equipamento?.codigo ?? EMPTY}
          <span className="table__sub">{order.descricao ?? ''}</span>
        </>
      ),
    },
    { key: 'tipo', label: 'Tipo', cell: (order) => typeLabel(order.tipo) },
    {
      key: 'abertura',
      label: 'Abertura',
      className: 'nowrap',
      cell: (order) => formatShortDateTime(order.abertura),
    },
    {
      key: 'prazo',
      label: 'Próximo prazo',
      className: 'nowrap',
      cell: (order) => {
        const deadline = orderDeadline(order);
        return (
          <>
            {deadline ? formatShortDateTime(deadline.em) : EMPTY}
            <span className="table__sub" data-prazo-tipo={deadline?.tipo}>
              {deadline ? `${deadline.rotulo} · ` : ''}
              {orderTimelinessLabel(order.sla.medida, order.sla.resultado)}
            </span>
          </>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      className="table--dense order-table"
      rowProps={(order) => ({ 'data-ordem-id': order.id })}
    />
  );
}
