import type { FieldDescriptor } from '@campo/contracts';
import type { ComponentProps } from 'react';
import { FORMAT_HINTS } from '../record-draft';
import { choiceLabels } from '../record-values';

/** Longer texts than this get a text area. */
const TEXT_AREA_FROM = 300;

/**
 * What is said under a field: the key cannot change (or, on a new record, will not be
 * able to); otherwise the format to type, if any.
 */
export function recordFieldHint(field: FieldDescriptor, creating = false): string | undefined {
  if (field.chave && !creating) return 'Chave do registro: não pode ser alterada.';
  if (field.chave) return 'Chave do registro: não poderá ser alterada depois.';
  return FORMAT_HINTS[field.tipo];
}

interface RecordFieldControlProps {
  id: string;
  field: FieldDescriptor;
  /** As typed, in the ingestion API's format. */
  value: string;
  onChange: (value: string) => void;
  suggestions?: readonly string[];
  invalid: boolean;
  describedBy?: string;
  /** The key is typed only when the record is new. */
  keyEditable?: boolean;
}

/**
 * The input of one field, by its type: a select of the allowed labels for an
 * enum, Sim/Não for a yes/no, a number, or text in the ingestion format.
 */
export function RecordFieldControl({
  id,
  field,
  value,
  onChange,
  suggestions,
  invalid,
  describedBy,
  keyEditable = false,
}: RecordFieldControlProps) {
  const common = {
    id,
    name: field.campo,
    value,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };

  if (field.chave && !keyEditable) return <input {...common} readOnly disabled />;

  const labels = choiceLabels(field);
  if (labels) {
    // A stored value outside the list (an old label, say) stays selectable.
    const options = value && !labels.includes(value) ? [value, ...labels] : labels;
    return (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        {(!field.obrigatorio || !value) && (
          <option value="">{field.obrigatorio ? 'Escolha…' : '—'}</option>
        )}
        {options.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    );
  }

  if (field.tipo === 'texto' && (field.tamanhoMaximo ?? 0) >= TEXT_AREA_FROM) {
    return (
      <textarea
        {...common}
        rows={3}
        maxLength={field.tamanhoMaximo}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }

  return (
    <SuggestingInput
      {...common}
      listId={`${id}-sugestoes`}
      suggestions={suggestions}
      type={field.tipo === 'inteiro' ? 'number' : field.tipo === 'email' ? 'email' : 'text'}
      step={field.tipo === 'inteiro' ? 1 : undefined}
      inputMode={field.tipo === 'decimal' ? 'decimal' : undefined}
      maxLength={field.tamanhoMaximo}
      placeholder={field.exemplo ? `Ex.: ${field.exemplo}` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface SuggestingInputProps extends ComponentProps<'input'> {
  /** The id of the `<datalist>`, when there are suggestions. */
  listId: string;
  suggestions?: readonly string[];
}

/** A text input that offers the `suggestions`, if any, as it is typed. */
export function SuggestingInput({ listId, suggestions, ...input }: SuggestingInputProps) {
  const list = suggestions && suggestions.length > 0 ? listId : undefined;
  return (
    <>
      <input {...input} list={list} autoComplete="off" />
      {list && (
        <datalist id={list}>
          {suggestions?.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}
