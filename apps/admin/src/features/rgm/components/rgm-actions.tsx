import type { Role } from '@campo/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '@campo/web-client';
import type { RgmAction, RgmView } from '../api/rgm.types';
import type { useRgmAction } from '../hooks/use-rgm-action';
import { canTake } from '../rgm-workflow';
import { RgmConfirmText } from './rgm-confirm-text';

type Confirmable = Exclude<RgmAction, 'recalcular'>;

const CONFIRM: Record<Confirmable, { title: string; label: string; danger?: boolean }> = {
  liberar: { title: 'Liberar este RGM?', label: 'Liberar RGM' },
  enviar: { title: 'Enviar o RGM aos destinatários?', label: 'Enviar RGM' },
  reabrir: { title: 'Reabrir este RGM?', label: 'Reabrir como rascunho', danger: true },
};

/** The workflow's buttons, in the order they are shown. */
const BUTTONS = [
  { name: 'reabrir', label: 'Reabrir', className: 'button button--danger-outline' },
  { name: 'recalcular', label: 'Recalcular', className: 'button' },
  { name: 'liberar', label: 'Liberar', className: 'button button--primary' },
  { name: 'enviar', label: 'Enviar', className: 'button button--primary' },
] as const;

interface RgmActionsProps {
  rgm: RgmView;
  role: Role;
  action: ReturnType<typeof useRgmAction>;
}

/**
 * The workflow buttons the RGM's state and the user's role allow. Recalcular
 * runs at once (a draft changes anyway); the others ask first.
 */
export function RgmActions({ rgm, role, action }: RgmActionsProps) {
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const allowed = (name: RgmAction) => canTake(name, rgm.estado, role);
  const busy = action.isPending;
  const pendingWith = (name: RgmAction) => busy && action.variables?.action === name;
  // The recipients of this sending, as the dialog edits them (null: not edited yet).
  const [recipients, setRecipients] = useState<string[] | null>(null);

  function ask(name: Confirmable) {
    action.reset();
    setRecipients(null);
    setConfirming(name);
  }

  return (
    <>
      {BUTTONS.filter((button) => allowed(button.name)).map(({ name, label, className }) => (
        <button
          key={name}
          type="button"
          className={className}
          onClick={() => (name === 'recalcular' ? action.mutate({ action: name }) : ask(name))}
          disabled={busy}
          aria-busy={name === 'recalcular' ? pendingWith(name) : undefined}
        >
          {name === 'recalcular' && pendingWith(name) ? 'Recalculando…' : label}
        </button>
      ))}

      {confirming && (
        <ConfirmDialog
          open
          title={CONFIRM[confirming].title}
          confirmLabel={pendingWith(confirming) ? 'Aguarde…' : CONFIRM[confirming].label}
          danger={CONFIRM[confirming].danger}
          busy={busy}
          error={
            action.isError && action.variables?.action === confirming
              ? errorMessage(action.error)
              : undefined
          }
          onCancel={() => {
            action.reset();
            setConfirming(null);
          }}
          onConfirm={() =>
            action.mutate(
              {
                action: confirming,
                ...(confirming === 'enviar' && recipients ? { destinatarios: recipients } : {}),
              },
              { onSuccess: () => setConfirming(null) },
            )
          }
          confirmDisabled={
            confirming === 'enviar' && recipients !== null && recipients.length === 0
          }
        >
          <RgmConfirmText action={confirming} rgm={rgm} onRecipients={setRecipients} />
        </ConfirmDialog>
      )}
    </>
  );
}
