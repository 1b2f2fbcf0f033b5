import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { plural } from '../../../lib/format';
import type { Sector, UpdateSectorRequest } from '../api/sectors.types';
import { useUpdateSector } from '../hooks/use-update-sector';
import { type SectorDraft, SectorFields } from './sector-fields';

/** What differs from the sector: the new name, the new (or cleared) description. */
function changesOf(sector: Sector, draft: SectorDraft): UpdateSectorRequest {
  const nome = draft.nome.trim();
  const descricao = draft.descricao.trim() || null;
  return {
    ...(nome !== sector.nome ? { nome } : {}),
    ...(descricao !== sector.descricao ? { descricao } : {}),
  };
}

interface EditSectorFormProps {
  sector: Sector;
  onDone: (saved: Sector | null) => void;
}

/** Renames a sector (its equipment follow) or changes its description. */
export function EditSectorForm({ sector, onDone }: EditSectorFormProps) {
  const update = useUpdateSector(sector.id);
  const [draft, setDraft] = useState<SectorDraft>({
    nome: sector.nome,
    descricao: sector.descricao ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const changes = changesOf(sector, draft);
  const missingName = !draft.nome.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (missingName) return;
    if (Object.keys(changes).length === 0) return onDone(null);
    update.mutate(changes, { onSuccess: onDone });
  }

  return (
    <form
      className="form sector-form"
      aria-label={`Editar o setor ${sector.nome}`}
      onSubmit={handleSubmit}
      noValidate
    >
      <SectorFields
        draft={draft}
        onChange={setDraft}
        nameProblem={submitted && missingName ? 'Informe o nome do setor.' : undefined}
        nameHint={
          sector.equipamentos > 0
            ? `Ao renomear, ${plural(sector.equipamentos, 'equipamento passa', 'equipamentos passam')} a usar o novo nome.`
            : undefined
        }
      />
      <FormError error={update.error} />
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => onDone(null)}
          disabled={update.isPending}
        >
          Cancelar
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Salvando…' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}
