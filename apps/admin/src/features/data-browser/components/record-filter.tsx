import type { EntityDescriptor, FieldDescriptor } from '@campo/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { choiceLabels } from '../record-values';
import { SuggestingInput } from './record-field-control';

interface RecordFilterProps {
  entity: EntityDescriptor;
  /** The `campo`s to filter by, in order (the key first). */
  campos: readonly string[];
  values: Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  /** Values offered as a text field is typed (contract codes, sectors), by `campo`. */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  /** Rendered first in the bar (the entity picker). */
  leading?: ReactNode;
}

/**
 * Equality filters over the given fields, e.g. `codigo`, or `contrato` + `setor`:
 * a select for an enum or a yes/no, text otherwise (read as the ingestion API reads it).
 */
export function RecordFilter({
  entity,
  campos,
  values,
  onSubmit,
  suggestions,
  leading,
}: RecordFilterProps) {
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const fields = campos.flatMap((campo) => {
    const field = entity.campos.find((candidate) => candidate.campo === campo);
    return field ? [field] : [];
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(
      Object.fromEntries(
        Object.entries(draft)
          .map(([campo, value]) => [campo, value.trim()])
          .filter(([, value]) => value),
      ),
    );
  }

  return (
    <form
      className="filters"
      role="search"
      aria-label={`Filtrar ${entity.nome}`}
      onSubmit={handleSubmit}
    >
      {leading}
      {fields.map((field) => (
        <label key={field.campo} className="field">
          <span>{field.rotulo}</span>
          <FilterControl
            field={field}
            value={draft[field.campo] ?? ''}
            suggestions={suggestions?.[field.campo]}
            onChange={(value) => setDraft({ ...draft, [field.campo]: value })}
          />
        </label>
      ))}
      <button type="submit" className="button button--primary">
        Buscar
      </button>
      {Object.keys(values).length > 0 && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDraft({});
            onSubmit({});
          }}
        >
          Limpar
        </button>
      )}
    </form>
  );
}

function FilterControl({
  field,
  value,
  suggestions,
  onChange,
}: {
  field: FieldDescriptor;
  value: string;
  suggestions?: readonly string[];
  onChange: (value: string) => void;
}) {
  const labels = choiceLabels(field);
  if (labels) {
    return (
      <select name={field.campo} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Todos</option>
        {labels.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <SuggestingInput
      name={field.campo}
      value={value}
      listId={`filtro-${field.campo}`}
      suggestions={suggestions}
      placeholder={field.exemplo ? `Ex.: ${field.exemplo}` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
