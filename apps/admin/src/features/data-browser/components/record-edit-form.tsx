import type { EntityDescriptor } from '@campo/contracts';
import { useState } from 'react';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import type { StoredRecord } from '../api/records.api';
import { useEditRecord } from '../hooks/use-edit-record';
import { changesOf, draftOf } from '../record-draft';
import { RecordForm } from './record-form';

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

  function save() {
    setSubmitted(true);
    if (nothingChanged) return;
    edit.mutate(changes, { onSuccess: () => onDone(true) });
  }

  return (
    <RecordForm
      label={`Editar ${entity.nome}`}
      save={edit}
      submitLabel="Salvar alterações"
      onSubmit={save}
      onCancel={() => onDone(false)}
      entity={entity}
      draft={draft}
      suggestions={suggestions}
      onChange={(next) => {
        setDraft(next);
        setSubmitted(false);
      }}
    >
      {submitted && nothingChanged && (
        <p className="field__error" role="status">
          Nada foi alterado.
        </p>
      )}
    </RecordForm>
  );
}
