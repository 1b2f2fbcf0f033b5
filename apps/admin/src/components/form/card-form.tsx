import { type ReactNode, useEffect } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form } from './form';
import { SubmitButton } from './submit-button';

/** The save's state, as a mutation has it. */
interface SaveState {
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  reset: () => void;
}

interface CardFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: SubmitHandler<Values>;
  /** The card's heading, which also names the form unless `label` does. */
  title: string;
  label?: string;
  /** What the setting does, under the heading. */
  lead?: ReactNode;
  /** Classes besides `card form`. */
  className?: string;
  /** The mutation that saves the card. */
  save: SaveState;
  /** Saving is offered only once something changed; default: the form is dirty. */
  changed?: boolean;
  submitLabel?: string;
  /** Said once the save succeeded, until the next change ("Alterações salvas."). */
  savedText: string;
  /** Buttons before the submit. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A settings card that saves what changed in it: its heading and lead, the fields, the
 * save's error or "✓ saved" line (until the next edit), and a submit offered only when
 * something changed. The caller resets the form to the saved values in the mutation's
 * `onSuccess`, so the card reads as unchanged again.
 */
export function CardForm<Values extends FieldValues>({
  form,
  onSubmit,
  title,
  label,
  lead,
  className,
  save,
  changed = form.formState.isDirty,
  submitLabel = 'Salvar',
  savedText,
  actions,
  children,
}: CardFormProps<Values>) {
  const { reset } = save;
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') reset();
    });
    return () => subscription.unsubscribe();
  }, [form, reset]);

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label={label ?? title}
      className={['card form', className].filter(Boolean).join(' ')}
      error={save.error}
      actions={
        <>
          {actions}
          <SubmitButton pending={save.isPending} busyLabel="Salvando…" disabled={!changed}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <div className="card__header">
        <h2>{title}</h2>
        {lead && <p className="muted">{lead}</p>}
      </div>
      {children}
      {save.isSuccess && (
        <p className="saved" role="status">
          ✓ {savedText}
        </p>
      )}
    </Form>
  );
}
