import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { plural } from '../../../lib/format';
import type { Sector, UpdateSectorRequest } from '../api/sectors.types';
import { useUpdateSector } from '../hooks/use-update-sector';
import { type SectorDraft, sectorDraft, SectorFields } from './sector-fields';

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
  const form = useForm<SectorDraft>({ defaultValues: sectorDraft(sector) });

  function save(draft: SectorDraft) {
    const changes = changesOf(sector, draft);
    if (Object.keys(changes).length === 0) return onDone(null);
    update.mutate(changes, { onSuccess: onDone });
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label={`Editar o setor ${sector.nome}`}
      className="form sector-form"
      error={update.error}
      submit={{
        label: 'Salvar',
        busyLabel: 'Salvando…',
        pending: update.isPending,
        onCancel: () => onDone(null),
      }}
    >
      <SectorFields
        nameHint={
          sector.equipamentos > 0
            ? `Ao renomear, ${plural(sector.equipamentos, 'equipamento passa', 'equipamentos passam')} a usar o novo nome.`
            : undefined
        }
      />
    </Form>
  );
}
