import type { EntityDescriptor } from '@campo/contracts';
import { useState } from 'react';
import type { CreatedRecord } from '../api/records.api';
import { useCreateRecord } from '../hooks/use-create-record';
import { type RecordDraft, valuesOf } from '../record-draft';
import { RecordForm } from './record-form';

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
  return (
    <RecordForm
      label={`Novo registro de ${entity.nome}`}
      save={create}
      submitLabel="Cadastrar"
      onSubmit={() => create.mutate(valuesOf(entity, draft), { onSuccess: onCreated })}
      onCancel={onCancel}
      entity={entity}
      draft={draft}
      suggestions={suggestions}
      creating
      onChange={setDraft}
    />
  );
}
