import type { CauseEntry } from '@campo/contracts';
import { useId } from 'react';
import { useCauses } from '../hooks/use-causes';
import { OptionList } from '../../../components/select-field';

/** A cause as the order close sends it: a catalogue entry, and words ("Outra" needs them). */
export interface CauseChoice {
  causaId: string;
  causaRaiz: string;
}

export const NO_CAUSE: CauseChoice = { causaId: '', causaRaiz: '' };

/** Whether the choice can be sent: "Outra" needs 3 characters or more of description. */
export function causeChoiceComplete(choice: CauseChoice, causes: readonly CauseEntry[]): boolean {
  const entry = causes.find((cause) => cause.id === choice.causaId);
  return !entry?.outra || choice.causaRaiz.trim().length >= 3;
}

/** The body of a close request for the choice (nothing when no cause was picked). */
export function causeBody(choice: CauseChoice): { causaId?: string; causaRaiz?: string } {
  return {
    ...(choice.causaId ? { causaId: choice.causaId } : {}),
    ...(choice.causaRaiz.trim() ? { causaRaiz: choice.causaRaiz.trim() } : {}),
  };
}

/**
 * The root cause picked from the company's catalogue, with a text box for "Outra" (or
 * optional words beside another entry).
 */
export function CauseField({
  value,
  onChange,
  optional = false,
  showError = false,
}: {
  value: CauseChoice;
  onChange: (value: CauseChoice) => void;
  optional?: boolean;
  showError?: boolean;
}) {
  const causes = useCauses();
  const id = useId();
  const entries = causes.data ?? [];
  const chosen = entries.find((cause) => cause.id === value.causaId);
  const incomplete = !causeChoiceComplete(value, entries);
  return (
    <div className="cause-field">
      <label className="field" htmlFor={`${id}-causa`}>
        <span>Causa raiz {optional && <span className="field__optional">(opcional)</span>}</span>
        <select
          id={`${id}-causa`}
          name="causaId"
          value={value.causaId}
          disabled={causes.isPending}
          onChange={(event) => onChange({ ...value, causaId: event.target.value })}
        >
          <option value="">{causes.isPending ? 'Carregando causas…' : 'Selecione a causa'}</option>
          <OptionList options={entries.map((cause) => ({ value: cause.id, label: cause.nome }))} />
        </select>
      </label>
      {value.causaId && (
        <label className="field" htmlFor={`${id}-texto`}>
          <span>
            {chosen?.outra ? 'Descreva a causa' : 'Detalhes'}{' '}
            {!chosen?.outra && <span className="field__optional">(opcional)</span>}
          </span>
          <input
            id={`${id}-texto`}
            name="causaRaiz"
            maxLength={500}
            value={value.causaRaiz}
            aria-invalid={showError && incomplete ? true : undefined}
            onChange={(event) => onChange({ ...value, causaRaiz: event.target.value })}
          />
          {showError && incomplete && (
            <span className="field__error">Ao escolher “Outra”, descreva a causa.</span>
          )}
        </label>
      )}
    </div>
  );
}
