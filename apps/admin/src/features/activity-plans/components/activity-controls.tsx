import { PERIODICITIES, PERIODICITY_LABELS, type Periodicity } from '@campo/contracts';

/** Each periodicity as its code and name ("MS — Mensal"). */
export const PERIODICITY_OPTIONS = PERIODICITIES.map((code) => ({
  value: code,
  label: `${code} — ${PERIODICITY_LABELS[code]}`,
}));

interface ActivityControlProps<Value> {
  label: string;
  value: Value;
  disabled: boolean;
  onChange: (value: Value) => void;
}

/** An activity's periodicity, changed at once from its table row. */
export function PeriodicitySelect({
  label,
  value,
  disabled,
  onChange,
}: ActivityControlProps<Periodicity>) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Periodicity)}
    >
      {PERIODICITY_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Whether an activity applies, switched at once from its table row. */
export function ActiveCheckbox({
  label,
  value,
  disabled,
  onChange,
}: ActivityControlProps<boolean>) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
