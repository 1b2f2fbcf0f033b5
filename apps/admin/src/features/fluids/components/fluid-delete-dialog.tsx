import { useState } from 'react';
import { MutationDialog } from '../../../components/mutation-dialog';
import type { FluidEventView } from '../api/fluids.types';
import { EVENT_LABELS, formatDay, formatKg } from '../fluid-format';
import { MIN_REASON } from '../fluid-draft';
import { useDeleteFluidEvent } from '../hooks/use-delete-fluid-event';

/** Deletes an event after asking why; the event leaves the report, its audit trail stays. */
export function FluidDeleteDialog({
  event,
  onClose,
}: {
  event: FluidEventView;
  onClose: () => void;
}) {
  const remove = useDeleteFluidEvent(event.id);
  const [motivo, setMotivo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reason = motivo.trim();

  return (
    <MutationDialog
      title="Excluir este evento?"
      confirmLabel="Excluir evento"
      busyLabel="Excluindo…"
      mutation={remove}
      danger
      onCancel={onClose}
      onConfirm={() => {
        setSubmitted(true);
        if (reason.length >= MIN_REASON) remove.mutate(reason, { onSuccess: onClose });
      }}
    >
      <p>
        {EVENT_LABELS[event.tipoEvento]} de {formatKg(event.quantidadeKg)} de {event.tipoGas} em{' '}
        {formatDay(event.dataEvento)}
        {event.equipamentoCodigo ? `, equipamento ${event.equipamentoCodigo}` : ''}. O evento sai do
        relatório; a exclusão fica registrada no histórico do evento, com o seu nome e o motivo.
      </p>
      <label className="field">
        <span>Motivo da exclusão</span>
        <textarea
          name="motivoExclusao"
          rows={2}
          value={motivo}
          onChange={(change) => setMotivo(change.target.value)}
        />
        {submitted && !reason && (
          <span className="field__error">Diga por que o evento está sendo excluído.</span>
        )}
      </label>
    </MutationDialog>
  );
}
