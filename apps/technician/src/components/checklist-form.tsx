import { type FormEvent, useState } from 'react';
import { PERIODICITY_LABELS, type TechnicianOrderDetail } from '@campo/contracts';
import { useRecord } from './use-record';

interface Answer {
  conforme: boolean | null;
  observacao: string;
}

/**
 * The checklist: each item conforme or não conforme; "não conforme" needs a note. A unit
 * with an activity plan is asked the activities due at this visit, each with its
 * periodicity and acceptance criterion.
 */
export function ChecklistForm({
  order,
  editable,
}: {
  order: TechnicianOrderDetail;
  editable: boolean;
}) {
  const { record, busy, error, saved } = useRecord(order, 'checklist');
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(
      order.checklist.map((answer) => [
        answer.item,
        { conforme: answer.conforme, observacao: answer.observacao ?? '' },
      ]),
    ),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [empty, setEmpty] = useState(false);

  function change(item: string, patch: Partial<Answer>) {
    setAnswers((current) => ({ ...current, [item]: { ...current[item], ...patch } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const answered = Object.entries(answers).filter(([, answer]) => answer.conforme !== null);
    const missing = Object.fromEntries(
      answered
        .filter(([, answer]) => answer.conforme === false && !answer.observacao.trim())
        .map(([item]) => [item, 'Descreva o que não está conforme.']),
    );
    setProblems(missing);
    setEmpty(answered.length === 0);
    if (answered.length === 0 || Object.keys(missing).length > 0) return;
    void record({
      respostas: answered.map(([item, answer]) => ({
        item,
        conforme: answer.conforme,
        observacao: answer.observacao.trim() || null,
      })),
    });
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="os-checklist">
      <h2 id="os-checklist">Checklist</h2>
      {order.checklist.some((question) => question.periodicidade) && (
        <p className="muted check-plan-note">
          Atividades do plano de manutenção previstas para esta visita.
        </p>
      )}
      {order.checklist.map(({ item, periodicidade, criterio }, index) => {
        const answer = answers[item];
        const problem = problems[item];
        return (
          <fieldset
            key={item}
            className="check-item"
            data-item={item}
            data-periodicidade={periodicidade ?? undefined}
            disabled={!editable}
          >
            <legend>{item}</legend>
            {periodicidade && (
              <p className="check-item__plan">
                <span className="check-item__periodicity">{PERIODICITY_LABELS[periodicidade]}</span>
                {criterio && <span className="muted"> {criterio}</span>}
              </p>
            )}
            <div className="segmented">
              <label>
                <input
                  type="radio"
                  name={`item-${index}`}
                  value="conforme"
                  checked={answer.conforme === true}
                  onChange={() => change(item, { conforme: true })}
                />
                <span>Conforme</span>
              </label>
              <label>
                <input
                  type="radio"
                  name={`item-${index}`}
                  value="nao-conforme"
                  checked={answer.conforme === false}
                  onChange={() => change(item, { conforme: false })}
                />
                <span>Não conforme</span>
              </label>
            </div>
            {answer.conforme === false && (
              <label className="field">
                <span>O que não está conforme</span>
                <textarea
                  name={`observacao-${index}`}
                  rows={2}
                  maxLength={500}
                  value={answer.observacao}
                  onChange={(event) => change(item, { observacao: event.target.value })}
                  aria-invalid={problem ? true : undefined}
                />
              </label>
            )}
            {problem && <p className="field-error">{problem}</p>}
          </fieldset>
        );
      })}
      {empty && <p className="field-error">Responda ao menos um item.</p>}
      {error && <p className="alert alert--danger">{error}</p>}
      {saved && (
        <p className="saved" role="status">
          Checklist guardado no aparelho.
        </p>
      )}
      {editable && (
        <button type="submit" className="button" disabled={busy}>
          Salvar checklist
        </button>
      )}
    </form>
  );
}
