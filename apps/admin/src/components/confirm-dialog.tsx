import { type ReactNode, useId } from 'react';
import { useModal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** Room for a table in the body (which scrolls when taller than the screen). */
  wide?: boolean;
  busy?: boolean;
  /** The confirm button cannot be used yet (the body says why). */
  confirmDisabled?: boolean;
  /** An error to show inside the dialog (the action failed). */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal confirmation (the native `<dialog>`: focus trap, Esc to cancel, backdrop). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger,
  wide,
  busy,
  confirmDisabled,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModal(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
