import { isPeriodicity } from '@campo/contracts';
import { PERIODICITY_ENTRIES } from '../../schedule/schedule-format';
import type { PlanDraft } from '../plan-draft';

interface PlanFieldsProps {
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  /** Shown under each field after a submit attempt. */
  problems: Partial<Record<keyof PlanDraft, string>>;
  /** An existing plan can be turned off (a new one starts active). */
  withActive?: boolean;
}

/** Periodicity, custom cadence and start (and, for an existing plan, whether it is active). */
export function PlanFields({ draft, onChange, problems, withActive }: PlanFieldsProps) {
  const set = (changes: Partial<PlanDraft>) => onChange({ ...draft, ...changes });
  return (
    <div className="plan-fields">
      <label className="field">
        <span>Periodicidade</span>
        <select
          name="periodicidade"
          value={draft.periodicidade}
          onChange={(event) => {
            // The options are the known codes, so the guard only narrows the type.
            if (isPeriodicity(event.target.value)) set({ periodicidade: event.target.value });
          }}
        >
          {PERIODICITY_ENTRIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.label} ({entry.code})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>
          Cadência em dias <span className="field__optional">(opcional)</span>
        </span>
        <input
          type="number"
          name="cadenciaDias"
          min={1}
          max={3650}
          step={1}
          placeholder="Pela periodicidade"
          value={draft.cadenciaDias}
          onChange={(event) => set({ cadenciaDias: event.target.value })}
        />
        <span className="field__hint">Substitui o intervalo da periodicidade no cronograma.</span>
        {problems.cadenciaDias && <span className="field__error">{problems.cadenciaDias}</span>}
      </label>
      <label className="field">
        <span>Início</span>
        <input
          type="date"
          name="inicio"
          value={draft.inicio}
          onChange={(event) => set({ inicio: event.target.value })}
        />
        {problems.inicio && <span className="field__error">{problems.inicio}</span>}
      </label>
      {withActive && (
        <label className="checkbox plan-fields__active">
          <input
            type="checkbox"
            name="ativo"
            checked={draft.ativo}
            onChange={(event) => set({ ativo: event.target.checked })}
          />
          <span>Plano ativo</span>
        </label>
      )}
    </div>
  );
}
