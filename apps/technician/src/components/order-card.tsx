import { Link } from 'react-router';
import { dayAndTime, shortDay } from '../format';
import type { LocalOrder } from '../offline/local-order';
import { PriorityBadge, StateBadge, TypeBadge } from './order-badges';

/** One order of the day: priority, the problem, where, when, and whether the phone holds records for it. */
export function OrderCard({ item, timeZone }: { item: LocalOrder; timeZone: string }) {
  const { order, pending, refused } = item;
  const when = order.agendadaPara
    ? dayAndTime(order.agendadaPara, timeZone)
    : `aberta ${shortDay(order.dia)}`;
  return (
    <Link to={`/os/${order.id}`} className="order-card" data-ordem-id={order.id}>
      <span className="order-card__top">
        <strong>{order.codigo}</strong>
        <PriorityBadge priority={order.prioridade} />
        <TypeBadge type={order.tipo} />
        <StateBadge state={order.situacao} />
      </span>
      {order.descricao && <span className="order-card__problem">{order.descricao}</span>}
      <span className="order-card__what">
        {order.equipamento
          ? `${order.equipamento.codigo}${order.equipamento.setor ? ` · ${order.equipamento.setor}` : ''}`
          : 'Sem equipamento'}
      </span>
      <span className="muted">
        {order.contrato.cliente ?? order.contrato.codigo} · {when}
      </span>
      {(pending.length > 0 || refused.length > 0) && (
        <span className="order-card__sync">
          {pending.length > 0 && `${pending.length} aguardando envio`}
          {pending.length > 0 && refused.length > 0 && ' · '}
          {refused.length > 0 && `${refused.length} recusado(s)`}
        </span>
      )}
    </Link>
  );
}
