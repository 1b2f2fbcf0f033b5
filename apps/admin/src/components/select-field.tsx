export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The empty option's text ("Todos os setores"); none when the field always has a value. */
  allLabel?: string;
}

/**
 * A labelled select of a filter bar. A value that is not among the options (a
 * sector from the address that the list no longer has, say) stays selectable.
 */
export function SelectField({ label, name, value, options, onChange, allLabel }: SelectFieldProps) {
  const shown =
    value && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        <OptionList options={shown} />
      </select>
    </label>
  );
}

/** A select's options, each its value and its label. */
export function OptionList({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** Plain strings as options (sectors, gases, years). */
export const asOptions = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));
