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
  const pendingWith = (name: RgmAction) => busy && action.variables === name;

  function ask(name: Confirmable) {
    action.reset();
    setConfirming(name);
  }

  return (
    <>
      {allowed('reabrir') && (
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => ask('reabrir')}
          disabled={busy}
        >
          Reabrir
        </button>
      )}
      {allowed('recalcular') && (
        <button
          type="button"
          className="button"
          onClick={() => action.mutate('recalcular')}
          disabled={busy}
          aria-busy={pendingWith('recalcular')}
        >
          {pendingWith('recalcular') ? 'Recalculando…' : 'Recalcular'}
        </button>
      )}
      {allowed('liberar') && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => ask('liberar')}
          disabled={busy}
        >
          Liberar
        </button>
      )}
      {allowed('enviar') && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => ask('enviar')}
          disabled={busy}
        >
          Enviar
        </button>
      )}

      {confirming && (
        <ConfirmDialog
          open
          title={CONFIRM[confirming].title}
          confirmLabel={pendingWith(confirming) ? 'Aguarde…' : CONFIRM[confirming].label}
          danger={CONFIRM[confirming].danger}
          busy={busy}
          error={
            action.isError && action.variables === confirming
              ? errorMessage(action.error)
              : undefined
          }
          onCancel={() => {
            action.reset();
            setConfirming(null);
          }}
          onConfirm={() => action.mutate(confirming, { onSuccess: () => setConfirming(null) })}
        >
          <RgmConfirmText action={confirming} rgm={rgm} />
        </ConfirmDialog>
      )}
    </>
  );
}
