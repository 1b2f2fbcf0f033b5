import type { OrderChecklistAnswer } from '@campo/contracts';

/** An answer as the office reads it: conforme, não conforme, não se aplica. */
export function AnswerBadge({ answer }: { answer: OrderChecklistAnswer | undefined }) {
  if (!answer) return <span className="badge badge--neutral">Sem resposta</span>;
  if (answer.naoSeAplica) return <span className="badge badge--muted">Não se aplica</span>;
  return answer.conforme ? (
    <span className="badge badge--success">Conforme</span>
  ) : (
    <span className="badge badge--danger">Não conforme</span>
  );
}

/** What the technician wrote with an answer: the reason it did not apply, or the observation. */
export function AnswerNote({ answer }: { answer: OrderChecklistAnswer | undefined }) {
  if (!answer?.observacao) return null;
  return (
    <span className="field-records__note">
      {answer.naoSeAplica ? 'Motivo: ' : ''}
      {answer.observacao}
    </span>
  );
}
