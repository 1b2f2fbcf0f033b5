import { errorDetails } from '@campo/web-client';
import { type ReactNode, useEffect } from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { FormError } from '../form-error';
import { CancelButton, SubmitButton } from './submit-button';

interface FormProps<Values extends FieldValues> {
  /** The form's state, from `useForm`. */
  form: UseFormReturn<Values>;
  /** Called with the values once every field's own rules pass. */
  onSubmit: SubmitHandler<Values>;
  /** The form's accessible name. */
  label: string;
  /** The failed save's error: its `detalhes` go under their fields, the rest above the buttons. */
  error?: unknown;
  /** How a detail that names no field reads. */
  formatDetail?: (detail: string) => string;
  className?: string;
  children: ReactNode;
  /** The buttons, in a `form__actions` row under the error (besides or instead of `submit`). */
  actions?: ReactNode;
  /** The usual buttons: "Cancelar" (with `onCancel`) and the submit, busy while `pending`. */
  submit?: SubmitOptions;
}

/** A form's submit button and its "Cancelar". */
export interface SubmitOptions {
  label: string;
  /** What the button says while the save runs ("Salvando…"). */
  busyLabel: string;
  pending: boolean;
  onCancel?: () => void;
}

/**
 * The field a server's `detalhes` line is about: the validation pipe writes each line as
 * `campo …` or `campo: …` (nested ones as `pai.campo`).
 */
export function detailField(detail: string, names: readonly string[]): string | undefined {
  return names.find((name) => detail.startsWith(`${name} `) || detail.startsWith(`${name}:`));
}

/**
 * An admin form on react-hook-form: its fields (the `*Field` components beside this one)
 * read the form from context; a failed save's reasons (`detalhes` in the API's envelope)
 * are shown under the fields they name and, for the others, above the buttons.
 * Browser validation is off (`noValidate`): the fields' rules say the messages in pt-BR.
 */
export function Form<Values extends FieldValues>({
  form,
  onSubmit,
  label,
  error,
  formatDetail,
  className = 'form',
  children,
  actions,
  submit,
}: FormProps<Values>) {
  const { setError, getValues } = form;
  const details = errorDetails(error);
  const names = Object.keys(getValues());
  const own = details.filter((detail) => detailField(detail, names) === undefined);

  useEffect(() => {
    for (const detail of errorDetails(error)) {
      const name = detailField(detail, Object.keys(getValues()));
      if (name) setError(name as Path<Values>, { type: 'server', message: detail });
    }
  }, [error, setError, getValues]);

  return (
    <FormProvider {...form}>
      <form
        className={className}
        aria-label={label}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        noValidate
      >
        {children}
        <FormError
          error={error}
          formatDetail={formatDetail}
          details={own}
          detailsLead={own.length < details.length ? 'Confira os campos indicados.' : undefined}
        />
        {(actions || submit) && (
          <div className="form__actions">
            {actions}
            {submit?.onCancel && (
              <CancelButton pending={submit.pending} onClick={submit.onCancel} />
            )}
            {submit && (
              <SubmitButton pending={submit.pending} busyLabel={submit.busyLabel}>
                {submit.label}
              </SubmitButton>
            )}
          </div>
        )}
      </form>
    </FormProvider>
  );
}
