import { errorDetails } from '@campo/web-client';
import type { FormEvent, ReactNode } from 'react';
import { CancelButton, SubmitButton } from '../../../components/form';
import { FormError } from '../../../components/form-error';
import { detailsByField, labelDetail } from '../record-draft';
import { RecordFields, type RecordFieldsProps } from './record-fields';

interface RecordFormProps extends Omit<RecordFieldsProps, 'fieldErrors'> {
  /** The form's accessible name. */
  label: string;
  /** The mutation that saves the record: its reasons go under the fields they name. */
  save: { error: unknown; isPending: boolean };
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  /** Said between the error and the buttons. */
  children?: ReactNode;
}

/**
 * A record's fields in a card, as the create and edit forms show them: the server's reasons
 * under each field (with the labels the form shows), the rest above "Cancelar" and the submit.
 */
export function RecordForm({
  label,
  save,
  submitLabel,
  onSubmit,
  onCancel,
  children,
  ...fields
}: RecordFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      className="card card--flush record-form"
      aria-label={label}
      onSubmit={handleSubmit}
      noValidate
    >
      <RecordFields {...fields} fieldErrors={detailsByField(errorDetails(save.error))} />
      <div className="record-form__footer">
        <FormError
          error={save.error}
          formatDetail={(detail) => labelDetail(fields.entity, detail)}
          detailsLead="Não foi salvo. Corrija:"
        />
        {children}
        <div className="form__actions">
          <CancelButton pending={save.isPending} onClick={onCancel} />
          <SubmitButton pending={save.isPending} busyLabel="Salvando…">
            {submitLabel}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
