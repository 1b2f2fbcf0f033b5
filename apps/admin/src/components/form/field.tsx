import { type ReactNode, useId } from 'react';
import {
  type FieldValues,
  get,
  type RegisterOptions,
  useFormContext,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/** What every field of the kit takes besides its control's own attributes. */
export interface FieldProps {
  /** The value's name in the form (and the control's `name`, which tests and the API use). */
  name: string;
  label: ReactNode;
  /** A line under the control saying what to type. */
  hint?: ReactNode;
  /** Says "(opcional)" after the label. */
  optional?: boolean;
  /** The rules react-hook-form checks before the submit (messages in pt-BR). */
  rules?: RegisterOptions<FieldValues, string>;
  /** Classes of the field besides `field`. */
  className?: string;
}

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldShellProps extends Omit<FieldProps, 'rules'> {
  /** The registered control, with the ids it needs. */
  children: (control: ControlProps) => ReactNode;
  /** A checkbox puts its label after the control. */
  inline?: boolean;
  required?: boolean;
}

/**
 * A field's label, control, hint and error, wired by id: the label names the control, the
 * hint and the error describe it (`aria-describedby`), and an error marks it `aria-invalid`.
 */
export function FieldShell({
  name,
  label,
  hint,
  optional,
  className,
  children,
  inline,
  required,
}: FieldShellProps) {
  const id = useId();
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error?.message ? `${id}-erro` : undefined;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required || undefined,
  });
  const text = (
    <>
      {label}
      {optional && <span className="field__optional"> (opcional)</span>}
    </>
  );
  return (
    <div className={['field', inline && 'field--check', className].filter(Boolean).join(' ')}>
      {inline ? (
        <label htmlFor={id} className="choice">
          {control}
          <span>{text}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id}>{text}</label>
          {control}
        </>
      )}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {errorId && (
        <span id={errorId} className="field__error">
          {error?.message}
        </span>
      )}
    </div>
  );
}

/** `register` of the form in context, with the field's rules. */
export function useRegister(name: string, rules?: FieldProps['rules']): UseFormRegisterReturn {
  return useFormContext().register(name, rules);
}
