import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** While the save runs: the button is disabled and says `busyLabel`. */
  pending: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}

/** A form's primary button, busy while its save runs. */
export function SubmitButton({ pending, busyLabel, children, disabled }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary"
      disabled={pending || disabled}
      aria-busy={pending}
    >
      {pending ? busyLabel : children}
    </button>
  );
}

/** A form's "Cancelar", disabled while its save runs. */
export function CancelButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button" onClick={onClick} disabled={pending}>
      Cancelar
    </button>
  );
}
