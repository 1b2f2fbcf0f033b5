import { useForm } from 'react-hook-form';
import { Form, TextareaField } from '../../../components/form';
import type { FluidEventView } from '../api/fluids.types';
import { MIN_REASON } from '../fluid-draft';
import { useConfirmFluidEvent } from '../hooks/use-confirm-fluid-event';

/** A supervisor confirms a flagged event as it is, saying why (kept in its audit trail). */
export function FluidConfirmForm({ event, onDone }: { event: FluidEventView; onDone: () => void }) {
  const confirm = useConfirmFluidEvent(event.id);
  const form = useForm({ defaultValues: { motivo: '' } });

  return (
    <Form
      form={form}
      onSubmit={({ motivo }) => confirm.mutate(motivo.trim(), { onSuccess: onDone })}
      label="Confirmar evento"
      className="form fluid-form"
      error={confirm.error}
      submit={{
        label: 'Confirmar como está',
        busyLabel: 'Confirmando…',
        pending: confirm.isPending,
        onCancel: onDone,
      }}
    >
      <TextareaField
        name="motivo"
        label="Por que o evento está certo"
        rows={2}
        placeholder="Ex.: recarga completa após a troca do evaporador, conferida na nota"
        rules={{
          validate: (motivo: string) =>
            motivo.trim().length >= MIN_REASON ||
            `Informe o motivo (ao menos ${MIN_REASON} caracteres).`,
        }}
      />
    </Form>
  );
}
