import { type FormEvent, useState } from 'react';
import { errorMessage } from '@campo/web-client';
import type { FluidEventView } from '../api/fluids.types';
import { MIN_REASON } from '../fluid-draft';
import { useConfirmFluidEvent } from '../hooks/use-confirm-fluid-event';

/** A supervisor confirms a flagged event as it is, saying why (kept in its audit trail). */
export function FluidConfirmForm({ event, onDone }: { event: FluidEventView; onDone: () => void }) {
  const confirm = useConfirmFluidEvent(event.id);
  const [motivo, setMotivo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const short = motivo.trim().length < MIN_REASON;

  function handleSubmit(submit: FormEvent<HTMLFormElement>) {
    submit.preventDefault();
    setSubmitted(true);
    if (short) return;
    confirm.mutate(motivo.trim(), { onSuccess: onDone });
  }

  return (
    <form
      className="form fluid-form"
      onSubmit={handleSubmit}
      aria-label="Confirmar evento"
      noValidate
    >
      <label className="field">
        <span>Por que o evento está certo</span>
        <textarea
          name="motivo"
          rows={2}
          value={motivo}
          onChange={(change) => setMotivo(change.target.value)}
          placeholder="Ex.: recarga completa após a troca do evaporador, conferida na nota"
        />
        {submitted && short && (
          <span className="field__error">Informe o motivo (ao menos {MIN_REASON} caracteres).</span>
        )}
      </label>
      {confirm.isError && (
        <p className="alert" role="alert">
          {errorMessage(confirm.error)}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button" onClick={onDone} disabled={confirm.isPending}>
          Cancelar
        </button>
        <button type="submit" className="button button--primary" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirmando…' : 'Confirmar como está'}
        </button>
      </div>
    </form>
  );
}
