import type { ComponentProps, ReactNode } from 'react';

interface ChoiceProps extends ComponentProps<'input'> {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  /** What choosing it means, under the label. */
  hint?: ReactNode;
  /** The name the choice has in code, under the label (an entity's `ordem_servico`, say). */
  code?: string;
  /** The tighter card, for long lists. */
  compact?: boolean;
}

/** One option of a choice list: a radio or checkbox card with its label and hint. */
export function Choice({ label, hint, code, compact, ...input }: ChoiceProps) {
  return (
    <label className={compact ? 'choice choice--compact' : 'choice'}>
      <input {...input} />
      <span>
        <span className="choice__label">{label}</span>
        {hint && <span className="choice__hint">{hint}</span>}
        {code && <code className="choice__code">{code}</code>}
      </span>
    </label>
  );
}
