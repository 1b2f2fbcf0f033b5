import type { ComponentProps, ReactNode } from 'react';
import type { SelectOption } from '../select-field';
import { type ControlProps, FieldShell, type FieldProps, useRegister } from './field';

type InputAttributes = Omit<ComponentProps<'input'>, 'name' | 'id' | 'className'>;

/** A field's own props apart from the attributes its control takes. */
function split<Rest>(props: FieldProps & Rest): [FieldProps, Omit<Rest, keyof FieldProps>] {
  const { name, label, hint, optional, rules, className, ...attributes } = props;
  return [{ name, label, hint, optional, rules, className }, attributes];
}

/** A FieldShell around `render`'s control, registered in the form under the field's name. */
function RegisteredField({
  field,
  render,
  inline,
}: {
  field: FieldProps;
  render: (control: ControlProps & ReturnType<typeof useRegister>) => ReactNode;
  inline?: boolean;
}) {
  const { rules, ...shell } = field;
  const registered = useRegister(field.name, rules);
  return (
    <FieldShell {...shell} inline={inline} required={Boolean(rules?.required)}>
      {(control) => render({ ...control, ...registered })}
    </FieldShell>
  );
}

/**
 * A labelled input: text by default, or any other `type` (e-mail, password, date,
 * datetime-local, month, checkbox — its label after it —, file: the value is a FileList).
 */
export function TextField(props: FieldProps & InputAttributes) {
  const [field, { type = 'text', ...attributes }] = split(props);
  return (
    <RegisteredField
      field={field}
      inline={type === 'checkbox'}
      render={(control) => <input type={type} {...attributes} {...control} />}
    />
  );
}

/** A date input (`type` may be `datetime-local` or `month`); the value is the input's ISO text. */
export const DateField = (props: FieldProps & InputAttributes) => (
  <TextField type="date" {...props} />
);

/**
 * A number typed as text with a decimal comma ("1,5"): the value stays the typed text, and
 * the caller converts it where it builds the request.
 */
export const NumberField = (props: FieldProps & InputAttributes) => (
  <TextField inputMode="decimal" autoComplete="off" {...props} />
);

/** A checkbox with its label after it; the value is a boolean. */
export const CheckboxField = (props: FieldProps & InputAttributes) => (
  <TextField type="checkbox" {...props} />
);

/** A file input; the value is the input's FileList. */
export const FileField = (props: FieldProps & InputAttributes) => (
  <TextField type="file" {...props} />
);

interface SelectInputProps extends FieldProps {
  options: readonly SelectOption[];
  /** The empty option's text ("Selecione…"); none when the field always has a value. */
  emptyLabel?: string;
  disabled?: boolean;
}

/** A labelled select over `options`. */
export function SelectInput(props: SelectInputProps) {
  const [field, { options, emptyLabel, disabled }] = split(props);
  return (
    <RegisteredField
      field={field}
      render={(control) => (
        <select disabled={disabled} {...control}>
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A labelled textarea. */
export function TextareaField(
  props: FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'className'>,
) {
  const [field, attributes] = split(props);
  return (
    <RegisteredField
      field={field}
      render={(control) => <textarea rows={3} {...attributes} {...control} />}
    />
  );
}
