import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { gasMismatch } from '@campo/contracts';
import { randomUuid } from '@campo/web-client';
import { Form, problemsResolver, SelectInput } from '../../../components/form';
import { draftProblems, emptyDraft, type FluidEventDraft, parseKg } from '../fluid-draft';
import { useCreateFluidEvent } from '../hooks/use-create-fluid-event';
import { useEquipment } from '../hooks/use-equipment';
import { FluidEventFields } from './fluid-event-fields';

interface FluidEventFormProps {
  onDone: (recorded: { dataEvento: string } | null) => void;
}

type NewEventDraft = FluidEventDraft & { equipamentoId: string };

/** The draft's problems, and the equipment's when none is chosen. */
const newEventProblems = (draft: NewEventDraft) => ({
  ...draftProblems(draft),
  ...(draft.equipamentoId ? {} : { equipamentoId: 'Escolha o equipamento.' }),
});

/**
 * An event recorded by hand against an equipment; the sector is copied from the
 * equipment by the server. The id is made here once per form, so sending again
 * after a lost answer records nothing twice.
 */
export function FluidEventForm({ onDone }: FluidEventFormProps) {
  const equipment = useEquipment();
  const create = useCreateFluidEvent();
  const [id] = useState(randomUuid);
  const form = useForm<NewEventDraft>({
    defaultValues: { ...emptyDraft(), equipamentoId: '' },
    resolver: problemsResolver(newEventProblems),
  });
  const [equipmentId, tipoGas] = useWatch({
    control: form.control,
    name: ['equipamentoId', 'tipoGas'],
  });
  const chosen = equipment.data?.find((entry) => entry.id === equipmentId);
  // The server refuses another gas than the unit's (or any on a unit without one): say so first.
  const mismatch = chosen && tipoGas ? gasMismatch(chosen.tipoGas, tipoGas) : null;

  function save(draft: NewEventDraft) {
    const { destino, cilindro, certificado, equipamentoId, cilindroId, ...values } = draft;
    // A leak takes no cylinder, whatever was chosen before the kind changed.
    const linked = cilindroId && draft.tipoEvento !== 'VAZAMENTO' ? cilindroId : undefined;
    create.mutate(
      {
        id,
        equipamentoId,
        ...values,
        quantidadeKg: parseKg(draft.quantidadeKg),
        ...(linked ? { cilindroId: linked } : {}),
        ...(draft.tipoEvento === 'RETIRADA' && destino && !linked
          ? { destino, cilindro: cilindro?.trim(), certificado: certificado?.trim() || undefined }
          : {}),
      },
      { onSuccess: () => onDone({ dataEvento: draft.dataEvento }) },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Registrar evento de fluido"
      className="card form fluid-form"
      error={create.error}
      submit={{
        label: 'Registrar evento',
        busyLabel: 'Registrando…',
        pending: create.isPending,
        onCancel: () => onDone(null),
      }}
    >
      <div className="card__header">
        <h2>Registrar evento</h2>
        <p className="muted">
          O setor é copiado do equipamento agora: se ele mudar de setor depois, este registro não
          muda.
        </p>
      </div>
      <SelectInput
        name="equipamentoId"
        label="Equipamento"
        emptyLabel={equipment.isPending ? 'Carregando…' : 'Escolha o equipamento'}
        options={(equipment.data ?? []).map((entry) => ({
          value: entry.id,
          label: `${entry.codigo} — ${entry.setor ?? 'sem setor'}${entry.descricao ? ` — ${entry.descricao}` : ''}`,
        }))}
        rules={{
          // The unit's gas, when it has one and none is chosen yet.
          onChange: (event: { target: { value: string } }) => {
            const unit = equipment.data?.find((entry) => entry.id === event.target.value);
            if (unit?.tipoGas && !form.getValues('tipoGas')) form.setValue('tipoGas', unit.tipoGas);
          },
        }}
      />
      <FluidEventFields pickCylinder />
      {chosen && mismatch && (
        <p className="notice notice--warning" role="status" data-gas-aviso={mismatch}>
          {mismatch === 'desconhecido'
            ? `O equipamento ${chosen.codigo} não tem o gás cadastrado: o servidor recusa o evento. `
            : `O equipamento ${chosen.codigo} usa ${chosen.tipoGas}, não ${tipoGas}: o servidor recusa o evento. `}
          Se o equipamento foi convertido, registre antes a troca de gás na aba Revisão.
        </p>
      )}
    </Form>
  );
}
