import type { CauseEntry } from '@campo/contracts';
import { useId } from 'react';
import { useField } from '../app/use-field';

/** The cause as the technician gives it: a catalogue entry and/or words. */
export interface CausePick {
  causaId: string;
  texto: string;
}

export const EMPTY_CAUSE: CausePick = { causaId: '', texto: '' };

/** Why the pick cannot be sent yet, or null: an entry or 3 characters; "Outra" needs its words. */
export function causeProblem(pick: CausePick, causes: readonly CauseEntry[]): string | null {
  const entry = causes.find((cause) => cause.id === pick.causaId);
  const words = pick.texto.trim();
  if (entry?.outra && words.length < 3) return 'Ao escolher “Outra”, descreva a causa.';
  if (!entry && words.length < 3) return 'Escolha a causa na lista ou descreva-a.';
  return null;
}

/**
 * The record's body: the entry (with the technician's words, or its name, so the phone
 * shows it offline) or, with no entry, the words alone (the server matches them).
 */
export function causeBody(
  pick: CausePick,
  causes: readonly CauseEntry[],
): { causaId?: string; causaRaiz: string } {
  const entry = causes.find((cause) => cause.id === pick.causaId);
  const words = pick.texto.trim();
  return entry ? { causaId: entry.id, causaRaiz: words || entry.nome } : { causaRaiz: words };
}

/** A select of the company's causes (kept on the phone) and a box for the details. */
export function CausePicker({
  value,
  onChange,
  textName,
  invalid,
}: {
  value: CausePick;
  onChange: (value: CausePick) => void;
  /** The text box's name (the forms' own). */
  textName: string;
  invalid: boolean;
}) {
  const { causes } = useField();
  const id = useId();
  const entry = causes.find((cause) => cause.id === value.causaId);
  return (
    <>
      {causes.length > 0 && (
        <label className="field" htmlFor={`${id}-causa`}>
          <span>Causa</span>
          <select
            id={`${id}-causa`}
            name="causaId"
            value={value.causaId}
            onChange={(event) => onChange({ ...value, causaId: event.target.value })}
          >
            <option value="">Escolha a causa…</option>
            {causes.map((cause) => (
              <option key={cause.id} value={cause.id}>
                {cause.nome}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field" htmlFor={`${id}-texto`}>
        <span>
          {entry?.outra
            ? 'Descreva a causa'
            : entry
              ? 'Detalhes (opcional)'
              : causes.length > 0
                ? 'Ou descreva o que causou a falha'
                : 'O que causou a falha'}
        </span>
        <textarea
          id={`${id}-texto`}
          name={textName}
          rows={2}
          maxLength={500}
          value={value.texto}
          onChange={(event) => onChange({ ...value, texto: event.target.value })}
          aria-invalid={invalid || undefined}
        />
      </label>
    </>
  );
}
