import type { EntityDescriptor } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { errorDetails } from '@campo/web-client';
import type { CreatedRecord } from '../api/records.api';
import { useCreateRecord } from '../hooks/use-create-record';
import { detailsByField, labelDetail, type RecordDraft, valuesOf } from '../record-draft';
import { RecordFields } from './record-fields';
import { CancelButton, SubmitButton } from '../../../components/form';

interface RecordCreateFormProps {
  entity: EntityDescriptor;
  /** Values the form starts with, by `campo` (the contract of the list it was opened from, say). */
  initial?: RecordDraft;
  suggestions?: Readonly<Record<string, readonly string[]>>;
  onCreated: (created: CreatedRecord) => void;
  onCancel: () => void;
}

/**
 * "Novo": the edit form's fields, the key included, sent as one ingestion row; the
 * server's reasons are shown under each field, with the labels the form shows.
 */
export function RecordCreateForm({
  entity,
  initial = {},
  suggestions,
  onCreated,
  onCancel,
}: RecordCreateFormProps) {
  const create = useCreateRecord(entity.entidade);
  const [draft, setDraft] = useState<RecordDraft>(initial);
  const fieldErrors = detailsByField(errorDetails(create.error));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(valuesOf(entity, draft), { onSuccess: onCreated });
  }

  return (
    <form
      className="card card--flush record-form"
      aria-label={`Novo registro de ${entity.nome}`}
      onSubmit={handleSubmit}
      noValidate
    >
      <RecordFields
        entity={entity}
        draft={draft}
        fieldErrors={fieldErrors}
        suggestions={suggestions}
        creating
        onChange={setDraft}
      />
      <div className="record-form__footer">
        <FormError
          error={create.error}
          formatDetail={(detail) => labelDetail(entity, detail)}
          detailsLead="Não foi salvo. Corrija:"
        />
        <div className="form__actions">
          <CancelButton pending={create.isPending} onClick={onCancel} />
          <SubmitButton pending={create.isPending} busyLabel="Salvando…">
            Cadastrar
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
