import { type FormEvent, useState } from 'react';
import {
  type ChecklistAnswer,
  type ChecklistRequest,
  PERIODICITY_LABELS,
  type TechnicianOrderDetail,
} from '@campo/contracts';
import { useRecord } from './use-record';

/** How an item was answered; null: not yet. */
type Choice = 'conforme' | 'nao-conforme' | 'nao-se-aplica';

interface Answer {
  choice: Choice | null;
  /** The observation ("não conforme") or the reason ("não se aplica"). */
  observacao: string;
}

const CHOICES: ReadonlyArray<{ value: Choice; label: string }> = [
  { value: 'conforme', label: 'Conforme' },
  { value: 'nao-conforme', label: 'Não conforme' },
  { value: 'nao-se-aplica', label: 'Não se aplica' },
];

/** What each answer needs written, and how far (the server's limits). */
const NOTE: Partial<Record<Choice, { label: string; missing: string; max: number }>> = {
  'nao-conforme': {
    label: 'O que não está conforme',
    missing: 'Descreva o que não está conforme.',
    max: 500,
  },
  'nao-se-aplica': {
    label: 'Por que não se aplica',
    missing: 'Informe por que o item não se aplica nesta visita.',
    max: 1000,
  },
};

function choiceOf(answer: ChecklistAnswer): Choice | null {
  if (answer.naoSeAplica) return 'nao-se-aplica';
  if (answer.conforme === null) return null;
  return answer.conforme ? 'conforme' : 'nao-conforme';
}

/** The answer as the API takes it ("não se aplica" is no non-conformity: `conforme` true). */
function request(item: string, answer: Answer): ChecklistRequest['respostas'][number] {
  const observacao = answer.observacao.trim() || null;
  return answer.choice === 'nao-se-aplica'
    ? { item, conforme: true, naoSeAplica: true, observacao }
    : { item, conforme: answer.choice === 'conforme', observacao };
}

/**
 * The checklist: each item conforme, não conforme or não se aplica; "não conforme" needs a
 * note, "não se aplica" its reason. A preventive asks the plan activities it carries (due
 * at this visit), each with its periodicity and acceptance criterion. Answers are kept on
 * the phone and sent when there is signal, like every other record.
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
        { choice: choiceOf(answer), observacao: answer.observacao ?? '' },
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
    const answered = Object.entries(answers).filter(([, answer]) => answer.choice !== null);
    const missing = Object.fromEntries(
      answered.flatMap(([item, answer]) => {
        const note = answer.choice && NOTE[answer.choice];
        return note && !answer.observacao.trim() ? [[item, note.missing]] : [];
      }),
    );
    setProblems(missing);
    setEmpty(answered.length === 0);
    if (answered.length === 0 || Object.keys(missing).length > 0) return;
    void record({ respostas: answered.map(([item, answer]) => request(item, answer)) });
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
        const note = answer.choice ? NOTE[answer.choice] : undefined;
        return (
          <fieldset
            key={item}
            className="check-item"
            data-item={item}
            data-periodicidade={periodicidade ?? undefined}
            data-resposta={answer.choice ?? undefined}
            disabled={!editable}
          >
            <legend>{item}</legend>
            {periodicidade && (
              <p className="check-item__plan">
                <span className="check-item__periodicity">{PERIODICITY_LABELS[periodicidade]}</span>
                {criterio && <span className="muted"> {criterio}</span>}
              </p>
            )}
            <div className="segmented segmented--three">
              {CHOICES.map((choice) => (
                <label key={choice.value}>
                  <input
                    type="radio"
                    name={`item-${index}`}
                    value={choice.value}
                    checked={answer.choice === choice.value}
                    onChange={() => change(item, { choice: choice.value })}
                  />
                  <span>{choice.label}</span>
                </label>
              ))}
            </div>
            {note && (
              <label className="field">
                <span>{note.label}</span>
                <textarea
                  name={`observacao-${index}`}
                  rows={2}
                  maxLength={note.max}
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
