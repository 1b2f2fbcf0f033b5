import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import type { Sector } from '../api/sectors.types';
import { useCreateSector } from '../hooks/use-create-sector';
import { type SectorDraft, SectorFields } from './sector-fields';

/** A new sector, before any equipment is in it. */
export function CreateSectorForm({ onDone }: { onDone: (created: Sector | null) => void }) {
  const create = useCreateSector();
  const [draft, setDraft] = useState<SectorDraft>({ nome: '', descricao: '' });
  const [submitted, setSubmitted] = useState(false);
  const nome = draft.nome.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!nome) return;
    const descricao = draft.descricao.trim();
    create.mutate({ nome, ...(descricao ? { descricao } : {}) }, { onSuccess: onDone });
  }

  return (
    <form className="card form" aria-label="Novo setor" onSubmit={handleSubmit} noValidate>
      <div className="card__header">
        <h2>Novo setor</h2>
        <p className="muted">
          Depois, escolha-o no campo Setor de cada equipamento. Um equipamento enviado pela
          integração com um setor que não existe também cria o setor.
        </p>
      </div>
      <SectorFields
        draft={draft}
        onChange={setDraft}
        nameProblem={submitted && !nome ? 'Informe o nome do setor.' : undefined}
      />
      <FormError error={create.error} />
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
          {create.isPending ? 'Criando…' : 'Criar setor'}
        </button>
      </div>
    </form>
  );
}
