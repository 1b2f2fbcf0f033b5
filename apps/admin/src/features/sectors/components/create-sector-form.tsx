import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import type { Sector } from '../api/sectors.types';
import { useCreateSector } from '../hooks/use-create-sector';
import { type SectorDraft, sectorDraft, SectorFields } from './sector-fields';

/** A new sector, before any equipment is in it. */
export function CreateSectorForm({ onDone }: { onDone: (created: Sector | null) => void }) {
  const create = useCreateSector();
  const form = useForm<SectorDraft>({ defaultValues: sectorDraft() });

  function save(draft: SectorDraft) {
    const descricao = draft.descricao.trim();
    create.mutate(
      { nome: draft.nome.trim(), ...(descricao ? { descricao } : {}) },
      { onSuccess: onDone },
    );
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Novo setor"
      className="card form"
      error={create.error}
      submit={{
        label: 'Criar setor',
        busyLabel: 'Criando…',
        pending: create.isPending,
        onCancel: () => onDone(null),
      }}
    >
      <div className="card__header">
        <h2>Novo setor</h2>
        <p className="muted">
          Depois, escolha-o no campo Setor de cada equipamento. Um equipamento enviado pela
          integração com um setor que não existe também cria o setor.
        </p>
      </div>
      <SectorFields />
    </Form>
  );
}
