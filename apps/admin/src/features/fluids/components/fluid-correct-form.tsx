import { type FormEvent, useState } from 'react';
import { errorMessage } from '@campo/web-client';
import type { CorrectFluidEventRequest, FluidEventView } from '../api/fluids.types';
import { draftProblems, type FluidEventDraft, MIN_REASON, parseKg } from '../fluid-draft';
import { useCorrectFluidEvent } from '../hooks/use-correct-fluid-event';
import { FluidEventFields } from './fluid-event-fields';

function draftOf(event: FluidEventView): FluidEventDraft {
  return {
    tipoGas: event.tipoGas,
    tipoEvento: event.tipoEvento,
    quantidadeKg: String(event.quantidadeKg).replace('.', ','),
    dataEvento: event.dataEvento,
    destino: event.destino ?? '',
    cilindro: event.cilindro ?? '',
    certificado: event.certificado ?? '',
  };
}

/** The fields that differ from the event, and the reason. */
function correctionOf(
  event: FluidEventView,
  draft: FluidEventDraft,
  motivo: string,
): CorrectFluidEventRequest {
  const kg = parseKg(draft.quantidadeKg);
  return {
    ...(draft.tipoGas !== event.tipoGas ? { tipoGas: draft.tipoGas } : {}),
    ...(draft.tipoEvento !== event.tipoEvento ? { tipoEvento: draft.tipoEvento } : {}),
    ...(kg !== event.quantidadeKg ? { quantidadeKg: kg } : {}),
    ...(draft.dataEvento !== event.dataEvento ? { dataEvento: draft.dataEvento } : {}),
    ...(draft.tipoEvento === 'RETIRADA' && draft.destino && draft.destino !== event.destino
      ? { destino: draft.destino }
      : {}),
    ...(draft.tipoEvento === 'RETIRADA' && draft.cilindro?.trim() !== (event.cilindro ?? '')
      ? { cilindro: draft.cilindro?.trim() }
      : {}),
    ...(draft.tipoEvento === 'RETIRADA' && draft.certificado?.trim() !== (event.certificado ?? '')
      ? { certificado: draft.certificado?.trim() }
      : {}),
    motivo,
  };
}

interface FluidCorrectFormProps {
  event: FluidEventView;
  onDone: () => void;
}

/** Corrects gas, kind, quantity or date; the reason is required and kept in the audit trail. */
export function FluidCorrectForm({ event, onDone }: FluidCorrectFormProps) {
  const correct = useCorrectFluidEvent(event.id);
  // The event as it was when the form opened: saving refetches the log before the form
  // closes, and against the corrected event the draft would read as "Nada foi alterado."
  const [original] = useState(event);
  const [draft, setDraft] = useState(() => draftOf(original));
  const [motivo, setMotivo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? draftProblems(draft) : {};
  const request = correctionOf(original, draft, motivo.trim());
  const nothingChanged = Object.keys(request).length === 1;

  function handleSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    setSubmitted(true);
    const invalid =
      Object.keys(draftProblems(draft)).length > 0 || request.motivo.length < MIN_REASON;
    if (invalid || nothingChanged) return;
    correct.mutate(request, { onSuccess: onDone });
  }

  return (
    <form
      className="form fluid-form"
      onSubmit={handleSubmit}
      aria-label="Corrigir evento"
      noValidate
    >
      <FluidEventFields draft={draft} onChange={setDraft} problems={problems} />
      <label className="field">
        <span>Motivo da correção</span>
        <textarea
          name="motivo"
          rows={2}
          value={motivo}
          onChange={(change) => setMotivo(change.target.value)}
        />
        {submitted && !request.motivo && (
          <span className="field__error">Diga por que o registro está sendo corrigido.</span>
        )}
      </label>
      {submitted && nothingChanged && <p className="field__error">Nada foi alterado.</p>}
      {correct.isError && (
        <p className="alert" role="alert">
          {errorMessage(correct.error)}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button" onClick={onDone} disabled={correct.isPending}>
          Cancelar
        </button>
        <button type="submit" className="button button--primary" disabled={correct.isPending}>
          {correct.isPending ? 'Salvando…' : 'Salvar correção'}
        </button>
      </div>
    </form>
  );
}
