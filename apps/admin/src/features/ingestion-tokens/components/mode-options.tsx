import type { IngestionMode } from '@campo/contracts';
import { Choice } from '../../../components/choice';
import { MODE_OPTIONS } from '../token-state';

interface ModeOptionsProps {
  value: IngestionMode;
  onChange: (mode: IngestionMode) => void;
  disabled?: boolean;
}

/** The write mode as radio cards, each with what it means for the integrated system. */
export function ModeOptions({ value, onChange, disabled }: ModeOptionsProps) {
  return (
    <fieldset className="fieldset" disabled={disabled}>
      <legend>Modo de gravação</legend>
      <div className="choice-list">
        {MODE_OPTIONS.map((option) => (
          <Choice
            key={option.value}
            type="radio"
            name="modo"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            label={option.label}
            hint={option.description}
          />
        ))}
      </div>
    </fieldset>
  );
}
