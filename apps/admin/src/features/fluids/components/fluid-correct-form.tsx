import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, problemsResolver, TextareaField } from '../../../components/form';
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

type CorrectionDraft = FluidEventDraft & { motivo: string };

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
  const form = useForm<CorrectionDraft>({
    defaultValues: { ...draftOf(original), motivo: '' },
    resolver: problemsResolver((draft: CorrectionDraft) => ({
      ...draftProblems(draft),
      ...(draft.motivo.trim().length < MIN_REASON
        ? { motivo: 'Diga por que o registro está sendo corrigido.' }
        : {}),
    })),
  });
  const [nothingChanged, setNothingChanged] = useState(false);

  function save({ motivo, ...draft }: CorrectionDraft) {
    const request = correctionOf(original, draft, motivo.trim());
    setNothingChanged(Object.keys(request).length === 1);
    if (Object.keys(request).length > 1) correct.mutate(request, { onSuccess: onDone });
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Corrigir evento"
      className="form fluid-form"
      error={correct.error}
      submit={{
        label: 'Salvar correção',
        busyLabel: 'Salvando…',
        pending: correct.isPending,
        onCancel: onDone,
      }}
    >
      <FluidEventFields />
      <TextareaField name="motivo" label="Motivo da correção" rows={2} />
      {nothingChanged && <p className="field__error">Nada foi alterado.</p>}
    </Form>
  );
}
