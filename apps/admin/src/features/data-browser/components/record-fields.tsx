import type { EntityDescriptor } from '@campo/contracts';
import { useId } from 'react';
import type { RecordDraft } from '../record-draft';
import { RecordFieldControl, recordFieldHint } from './record-field-control';

export interface RecordFieldsProps {
  entity: EntityDescriptor;
  draft: RecordDraft;
  onChange: (draft: RecordDraft) => void;
  /** The server's reasons, by `campo`, shown under each field. */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** Suggested values by `campo` (existing sectors, say), offered as the field is typed. */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  /** A new record: its key is typed too. */
  creating?: boolean;
}

/** Every field of the entity, from its descriptor, with its label, format hint and errors. */
export function RecordFields({
  entity,
  draft,
  onChange,
  fieldErrors,
  suggestions,
  creating = false,
}: RecordFieldsProps) {
  const formId = useId();
  return (
    <div className="record">
      {entity.campos.map((field) => {
        const id = `${formId}-${field.campo}`;
        const hint = recordFieldHint(field, creating);
        const errors = fieldErrors[field.campo] ?? [];
        return (
          <div key={field.campo} className="record__item" data-campo={field.campo}>
            <label htmlFor={id} className="record__label">
              <span>
                {field.rotulo}
                {!field.obrigatorio && !field.chave && (
                  <span className="field__optional"> (opcional)</span>
                )}
              </span>
            </label>
            <div className="field">
              <RecordFieldControl
                id={id}
                field={field}
                value={draft[field.campo] ?? ''}
                suggestions={suggestions?.[field.campo]}
                invalid={errors.length > 0}
                describedBy={hint ? `${id}-hint` : undefined}
                keyEditable={creating}
                onChange={(value) => onChange({ ...draft, [field.campo]: value })}
              />
              {hint && (
                <span className="field__hint" id={`${id}-hint`}>
                  {hint}
                </span>
              )}
              {errors.map((error) => (
                <span key={error} className="field__error">
                  {error}
                </span>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
