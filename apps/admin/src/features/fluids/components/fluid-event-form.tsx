import { type FormEvent, useState } from 'react';
import { gasMismatch } from '@campo/contracts';
import { errorMessage, randomUuid } from '@campo/web-client';
import { draftProblems, emptyDraft, parseKg } from '../fluid-draft';
import { useCreateFluidEvent } from '../hooks/use-create-fluid-event';
import { useEquipment } from '../hooks/use-equipment';
import { FluidEventFields } from './fluid-event-fields';

interface FluidEventFormProps {
  onDone: (recorded: { dataEvento: string } | null) => void;
}

/**
 * An event recorded by hand against an equipment; the sector is copied from the
 * equipment by the server. The id is made here once per form, so sending again
 * after a lost answer records nothing twice.
 */
export function FluidEventForm({ onDone }: FluidEventFormProps) {
  const equipment = useEquipment();
  const create = useCreateFluidEvent();
  const [id] = useState(randomUuid);
  const [equipmentId, setEquipmentId] = useState('');
  const [draft, setDraft] = useState(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? draftProblems(draft) : {};
  const missingEquipment = submitted && !equipmentId;

  function chooseEquipment(value: string) {
    setEquipmentId(value);
    const chosen = equipment.data?.find((entry) => entry.id === value);
    if (chosen?.tipoGas && !draft.tipoGas) setDraft({ ...draft, tipoGas: chosen.tipoGas });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!equipmentId || Object.keys(draftProblems(draft)).length > 0) return;
    const { destino, cilindro, certificado, ...values } = draft;
    create.mutate(
      {
        id,
        equipamentoId: equipmentId,
        ...values,
        quantidadeKg: parseKg(draft.quantidadeKg),
        ...(draft.tipoEvento === 'RETIRADA' && destino
          ? { destino, cilindro: cilindro?.trim(), certificado: certificado?.trim() || undefined }
          : {}),
      },
      { onSuccess: () => onDone({ dataEvento: draft.dataEvento }) },
    );
  }
  const chosen = equipment.data?.find((entry) => entry.id === equipmentId);
  // The server refuses another gas than the unit's (or any on a unit without one): say so first.
  const mismatch = chosen && draft.tipoGas ? gasMismatch(chosen.tipoGas, draft.tipoGas) : null;

  return (
    <form
      className="card form fluid-form"
      onSubmit={handleSubmit}
      aria-label="Registrar evento de fluido"
      noValidate
    >
      <div className="card__header">
        <h2>Registrar evento</h2>
        <p className="muted">
          O setor é copiado do equipamento agora: se ele mudar de setor depois, este registro não
          muda.
        </p>
      </div>
      <label className="field">
        <span>Equipamento</span>
        <select
          name="equipamentoId"
          value={equipmentId}
          onChange={(event) => chooseEquipment(event.target.value)}
        >
          <option value="">{equipment.isPending ? 'Carregando…' : 'Escolha o equipamento'}</option>
          {equipment.data?.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.codigo} — {entry.setor ?? 'sem setor'}
              {entry.descricao ? ` — ${entry.descricao}` : ''}
            </option>
          ))}
        </select>
        {missingEquipment && <span className="field__error">Escolha o equipamento.</span>}
      </label>
      <FluidEventFields draft={draft} onChange={setDraft} problems={problems} />
      {chosen && mismatch && (
        <p className="notice notice--warning" role="status" data-gas-aviso={mismatch}>
          {mismatch === 'desconhecido'
            ? `O equipamento ${chosen.codigo} não tem o gás cadastrado: o servidor recusa o evento. `
            : `O equipamento ${chosen.codigo} usa ${chosen.tipoGas}, não ${draft.tipoGas}: o servidor recusa o evento. `}
          Se o equipamento foi convertido, registre antes a troca de gás na aba Revisão.
        </p>
      )}
      {create.isError && (
        <p className="alert" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => onDone(null)}
          disabled={create.isPending}
        >
          Cancelar
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? 'Registrando…' : 'Registrar evento'}
        </button>
      </div>
    </form>
  );
}
