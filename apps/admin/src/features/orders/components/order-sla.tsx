import {
  ORDER_DEADLINE_LABELS,
  orderTimelinessLabel,
  type ServiceOrderSummary,
} from '@campo/contracts';
import { formatNumber, formatShortDateTime } from '../../../lib/format';

/** Whether one due time was met, missed or is still ahead (the server's outcome decides "late"). */
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

interface Card {
  key: string;
  label: string;
  due: string | null;
  sub: string;
  text: string;
  tone: string;
}

/**
 * The order's clock (formulas version 3): a call shows the contract's due times (hours
 * from opening); a scheduled order its start due time (scheduled time plus the company's
 * tolerance); an unscheduled preventive says it is judged by its plan's compliance.
 */
export function OrderSla({ order }: { order: ServiceOrderSummary }) {
  const { sla } = order;
  const cancelled = order.situacao === 'CANCELADA';
  const started = order.inicioAtendimento ?? order.fimAtendimento;
  const cards: Card[] =
    sla.medida === 'chamado'
      ? [
          {
            key: 'atendimento',
            label: ORDER_DEADLINE_LABELS.atendimento,
            due: sla.prazoAtendimento,
            sub:
              sla.metaAtendimentoHoras !== null
                ? `${formatNumber(sla.metaAtendimentoHoras)} h da abertura · `
                : '',
            ...clock(sla.prazoAtendimento, started, cancelled),
          },
          {
            key: 'solucao',
            label: ORDER_DEADLINE_LABELS.solucao,
            due: sla.prazoSolucao,
            sub:
              sla.metaSolucaoHoras !== null
                ? `${formatNumber(sla.metaSolucaoHoras)} h da abertura · `
                : '',
            ...clock(sla.prazoSolucao, order.fimAtendimento, cancelled),
          },
        ]
      : sla.medida === 'agendada'
        ? [
            {
              key: 'inicio',
              label: ORDER_DEADLINE_LABELS.inicio,
              due: sla.prazoInicio,
              sub: `agendada + ${formatNumber(sla.toleranciaMinutos)} min de tolerância · `,
              ...clock(sla.prazoInicio, started, cancelled),
            },
          ]
        : [
            {
              key: 'plano',
              label: 'Preventiva',
              due: null,
              sub: '',
              text: orderTimelinessLabel(sla.medida, sla.resultado),
              tone: '',
            },
          ];
  return (
    <div className="stats order-sla" role="list" aria-label="SLA" data-medida={sla.medida}>
      {cards.map((card) => (
        <div key={card.key} className={`stat ${card.tone}`} role="listitem" data-sla={card.key}>
          <span className="stat__label">{card.label}</span>
          <span className="stat__value">{formatShortDateTime(card.due)}</span>
          <span className="stat__sub">
            {card.sub}
            {card.text}
          </span>
        </div>
      ))}
    </div>
  );
}
