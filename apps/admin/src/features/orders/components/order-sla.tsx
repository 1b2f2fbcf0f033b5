import type { ServiceOrderSummary } from '@campo/contracts';
import { formatNumber, formatShortDateTime } from '../../../lib/format';

/** Whether one due time was met, missed or is still ahead, by the RGM's rule. */
function clock(due: string | null, done: string | null, cancelled: boolean) {
  if (!due) return { text: 'Sem meta no contrato', tone: '' };
  if (done)
    return new Date(done) <= new Date(due)
      ? { text: 'Cumprido', tone: 'stat--success' }
      : { text: 'Fora do prazo', tone: 'stat--danger' };
  if (cancelled) return { text: 'Cancelada', tone: '' };
  return new Date() > new Date(due)
    ? { text: 'Atrasado', tone: 'stat--danger' }
    : { text: 'Dentro do prazo', tone: '' };
}

/** The SLA clock: the due times from the contract's targets (hours from abertura) and where the order stands. */
export function OrderSla({ order }: { order: ServiceOrderSummary }) {
  const cancelled = order.situacao === 'CANCELADA';
  const cards = [
    {
      key: 'atendimento',
      label: 'Prazo de atendimento',
      hours: order.sla.metaAtendimentoHoras,
      due: order.sla.prazoAtendimento,
      ...clock(order.sla.prazoAtendimento, order.inicioAtendimento, cancelled),
    },
    {
      key: 'solucao',
      label: 'Prazo de solução',
      hours: order.sla.metaSolucaoHoras,
      due: order.sla.prazoSolucao,
      ...clock(order.sla.prazoSolucao, order.fimAtendimento, cancelled),
    },
  ];
  return (
    <div className="stats order-sla" role="list" aria-label="SLA">
      {cards.map((card) => (
        <div key={card.key} className={`stat ${card.tone}`} role="listitem" data-sla={card.key}>
          <span className="stat__label">{card.label}</span>
          <span className="stat__value">{formatShortDateTime(card.due)}</span>
          <span className="stat__sub">
            {card.hours !== null && `${formatNumber(card.hours)} h da abertura · `}
            {card.text}
          </span>
        </div>
      ))}
    </div>
  );
}
