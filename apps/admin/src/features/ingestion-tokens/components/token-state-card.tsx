import type { IngestionTokenView } from '@campo/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '@campo/web-client';
import { useDeactivateToken } from '../hooks/use-deactivate-token';
import { useReactivateToken } from '../hooks/use-reactivate-token';
import { useRevokeToken } from '../hooks/use-revoke-token';
import { SaveFeedback } from './save-feedback';

/** Deactivate (reversible), reactivate, or revoke (final, after a confirmation); not shown once revoked. */
export function TokenStateCard({ token }: { token: IngestionTokenView }) {
  const deactivate = useDeactivateToken(token.id);
  const reactivate = useReactivateToken(token.id);
  const revoke = useRevokeToken(token.id);
  const [confirming, setConfirming] = useState(false);
  const active = token.status === 'ATIVO';
  const busy = deactivate.isPending || reactivate.isPending || revoke.isPending;
  const lastChange = [deactivate, reactivate].find(
    (mutation) => mutation.isError || mutation.isSuccess,
  );

  return (
    <section className="card form" aria-labelledby="state-title">
      <div className="card__header">
        <h2 id="state-title">Estado</h2>
        <p className="muted">
          {active
            ? 'Desative para suspender o token por um tempo (por exemplo, durante uma manutenção do sistema integrado); ele pode ser reativado depois.'
            : 'O token está desativado. Reative-o para que o sistema integrado volte a gravar.'}{' '}
          Revogue se ele vazou ou não será mais usado: a revogação é definitiva.
        </p>
      </div>
      {lastChange && <SaveFeedback {...lastChange} successText="Estado alterado." />}
      <div className="form__actions form__actions--split">
        <button
          type="button"
          className="button button--danger-outline"
          onClick={() => setConfirming(true)}
          disabled={busy}
        >
          Revogar token
        </button>
        <button
          type="button"
          className={active ? 'button' : 'button button--primary'}
          onClick={() => (active ? deactivate : reactivate).mutate()}
          disabled={busy}
        >
          {active ? 'Desativar' : 'Reativar'}
        </button>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Revogar este token?"
        confirmLabel="Revogar definitivamente"
        danger
        busy={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : undefined}
        onCancel={() => {
          revoke.reset();
          setConfirming(false);
        }}
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <p>
          O token <strong>{token.nome}</strong> (<code>{token.prefixo}…</code>) deixará de funcionar
          imediatamente: toda requisição com ele será recusada com <code>TOKEN_REVOGADO</code>.
        </p>
        <p>
          <strong>Esta ação é definitiva</strong> e não pode ser desfeita. Para o sistema voltar a
          enviar dados, será preciso criar um token novo e configurá-lo nele.
        </p>
      </ConfirmDialog>
    </section>
  );
}
