import { useEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown as a modal while `open` (focus trap, Esc, backdrop) and closed
 * when it turns false: put the returned ref on the dialog.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** A dialog's one button, "Fechar". */
export function CloseActions({ onClose }: { onClose: () => void }) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onClose}>
        Fechar
      </button>
    </div>
  );
}
