import { useState } from 'react';
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

/**
 * The hours of use between executions of an hour-meter (H) activity, sent when the field is
 * left (or Enter) with a whole number from 1 to 100000; emptied: the catalogue's again.
 * Keyed by its value where used, so a saved value starts it afresh.
 */
export function HoursInput({
  label,
  value,
  disabled,
  onChange,
}: ActivityControlProps<number | null>) {
  const [typed, setTyped] = useState(value === null ? '' : String(value));
  const [invalid, setInvalid] = useState(false);

  const commit = () => {
    const hours = typed.trim() === '' ? null : Number(typed);
    const valid = hours === null || (Number.isInteger(hours) && hours >= 1 && hours <= 100000);
    setInvalid(!valid);
    if (valid && hours !== value) onChange(hours);
  };

  return (
    <span className="hours-input">
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        step={1}
        aria-label={label}
        aria-invalid={invalid || undefined}
        title={invalid ? 'Um número inteiro de horas, de 1 a 100000.' : undefined}
        placeholder="horas"
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <span aria-hidden="true">h</span>
    </span>
  );
}
