import { PERIODICITY_LABELS, type ServiceOrderDetail } from '@campo/contracts';
import { formatCalendarDate } from '../../../lib/format';
import { AnswerBadge, AnswerNote } from '../checklist-answer';

/**
 * The activities of the unit's plan the order carries (fixed when it was created: what
 * the technician's checklist asks), each with its answer: conforme, não conforme, or não
 * se aplica with its reason. Nothing for an order that carries none.
 */
export function OrderActivities({ order }: { order: ServiceOrderDetail }) {
  if (order.atividades.length === 0) return null;
  const answers = new Map(order.checklist.map((answer) => [answer.item, answer]));
  const answered = order.atividades.filter((activity) => answers.has(activity.descricao)).length;
  return (
    <section className="card field-records" aria-labelledby="order-activities-title">
      <h2 id="order-activities-title">Atividades do plano</h2>
      <p className="muted">
        As atividades do plano de manutenção previstas para esta visita, fixadas quando a ordem foi
        criada: {answered} de {order.atividades.length} respondidas.
      </p>
      <ul className="field-records__list" aria-label="Atividades da ordem">
        {order.atividades.map((activity) => {
          const answer = answers.get(activity.descricao);
          return (
            <li
              key={activity.atividadeId}
              className="field-records__answer"
              data-atividade={activity.descricao}
              data-resposta={
                !answer
                  ? 'sem-resposta'
                  : answer.naoSeAplica
                    ? 'nao-se-aplica'
                    : answer.conforme
                      ? 'conforme'
                      : 'nao-conforme'
              }
            >
              <span className="field-records__item">
                <span className="table__strong">{activity.descricao}</span>
                <span className="table__sub">
                  {activity.componente} · {PERIODICITY_LABELS[activity.periodicidade]}
                  {activity.prevista && ` · prevista em ${formatCalendarDate(activity.prevista)}`}
                </span>
              </span>
              <AnswerBadge answer={answer} />
              <AnswerNote answer={answer} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
