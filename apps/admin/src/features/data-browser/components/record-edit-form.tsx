import type { EntityDescriptor } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { errorDetails } from '@campo/web-client';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import type { StoredRecord } from '../api/records.api';
import { useEditRecord } from '../hooks/use-edit-record';
import { changesOf, detailsByField, draftOf, labelDetail } from '../record-draft';
import { RecordFields } from './record-fields';
import { CancelButton, SubmitButton } from '../../../components/form';

interface RecordEditFormProps {
  entity: EntityDescriptor;
  record: StoredRecord;
  /** Suggested values by `campo` (existing sectors, say), offered as the field is typed. */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  /** Closes the form; `saved` when the record was changed. */
  onDone: (saved: boolean) => void;
}

/**
 * Every field of the entity, from its descriptor, in the formats the ingestion
 * API takes; the key stays as it is. Only the fields typed differently are
 * sent, and the server validates them as it validates an integration's row.
 */
export function RecordEditForm({ entity, record, suggestions, onDone }: RecordEditFormProps) {
  const { empresa } = useCurrentSession();
  const edit = useEditRecord(entity.entidade, record.id);
  const [initial] = useState(() => draftOf(entity, record, empresa.fusoHorario));
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const changes = changesOf(entity, initial, draft);
  const nothingChanged = Object.keys(changes).length === 0;
  const fieldErrors = detailsByField(errorDetails(edit.error));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (nothingChanged) return;
    edit.mutate(changes, { onSuccess: () => onDone(true) });
  }

  return (
    <form
      className="card card--flush record-form"
      aria-label={`Editar ${entity.nome}`}
      onSubmit={handleSubmit}
      noValidate
    >
      <RecordFields
        entity={entity}
        draft={draft}
        fieldErrors={fieldErrors}
        suggestions={suggestions}
        onChange={(next) => {
          setDraft(next);
          setSubmitted(false);
        }}
      />
      <div className="record-form__footer">
        <FormError
          error={edit.error}
          formatDetail={(detail) => labelDetail(entity, detail)}
          detailsLead="Não foi salvo. Corrija:"
        />
        {submitted && nothingChanged && (
          <p className="field__error" role="status">
            Nada foi alterado.
          </p>
        )}
        <div className="form__actions">
          <CancelButton pending={edit.isPending} onClick={() => onDone(false)} />
          <SubmitButton pending={edit.isPending} busyLabel="Salvando…">
            Salvar alterações
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
