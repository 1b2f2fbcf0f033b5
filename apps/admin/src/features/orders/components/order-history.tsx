import type { OrderEvent, OrderRescheduling } from '@campo/contracts';
import { formatDateTime, formatShortDateTime } from '../../../lib/format';
import { stateLabel } from '../order-format';

const ACTION_LABELS: Record<string, string> = {
  abrir: 'Aberta',
  alocar: 'Técnico alocado',
  desalocar: 'Técnico desalocado',
  reagendar: 'Reagendada',
  iniciar: 'Atendimento iniciado',
  concluir: 'Concluída',
  cancelar: 'Cancelada',
  checklist: 'Checklist respondido (aplicativo)',
  'causa-raiz': 'Causa raiz registrada (aplicativo)',
};

/** Every transition: what, from which state to which, who and when, and the reason given. */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section className="card" aria-labelledby="order-history-title">
      <h2 id="order-history-title">Histórico</h2>
      <ol className="timeline">
        {events.map((event, index) => (
          <li key={index} className={`timeline__item timeline__item--${event.acao}`}>
            <span className="timeline__label">
              {ACTION_LABELS[event.acao] ?? event.acao}
              {event.de && event.para && event.de !== event.para
                ? ` (${stateLabel(event.de)} → ${stateLabel(event.para)})`
                : ''}
            </span>
            <span className="timeline__meta">
              {event.usuario ?? 'Sistema'} · {formatDateTime(event.em)}
            </span>
            {event.motivo && <span className="timeline__meta">Motivo: {event.motivo}</span>}
            {event.reagendamento && <Rescheduling change={event.reagendamento} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A scheduling from the agenda: time and technicians before → after. */
function Rescheduling({ change }: { change: OrderRescheduling }) {
  const side = (value: OrderRescheduling['de']) =>
    `${value.agendadaPara ? formatShortDateTime(value.agendadaPara) : 'sem horário'} · ${
      value.tecnicos.length > 0 ? value.tecnicos.join(', ') : 'sem técnico'
    }`;
  return (
    <span className="timeline__meta" data-reagendamento>
      De {side(change.de)} para {side(change.para)}
    </span>
  );
}
