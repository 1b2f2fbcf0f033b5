import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { plural } from '../../../lib/format';
import type { Sector } from '../api/sectors.types';
import { useSaveSector } from '../hooks/use-save-sector';
import { type SectorDraft, sectorChanges, sectorDraft } from '../sector-draft';
import { SectorFields } from './sector-fields';

interface SectorFormProps {
  /** The sector to edit; none for a new one. */
  sector?: Sector;
  /** When the form closes: what to say of the save, or null when nothing was saved. */
  onDone: (message: string | null) => void;
}

/**
 * A new sector, before any equipment is in it; or an existing one renamed (its equipment
 * follow) or described anew — of which only what changed is sent.
 */
export function SectorForm({ sector, onDone }: SectorFormProps) {
  const save = useSaveSector(sector);
  const form = useForm<SectorDraft>({ defaultValues: sectorDraft(sector) });

  function submit(draft: SectorDraft) {
    if (sector && Object.keys(sectorChanges(sector, draft)).length === 0) return onDone(null);
    save.mutate(draft, {
      onSuccess: (saved) => onDone(`Setor ${saved.nome} ${sector ? 'salvo' : 'criado'}.`),
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      label={sector ? `Editar o setor ${sector.nome}` : 'Novo setor'}
      className={sector ? 'form sector-form' : 'card form'}
      error={save.error}
      submit={{
        label: sector ? 'Salvar' : 'Criar setor',
        busyLabel: sector ? 'Salvando…' : 'Criando…',
        pending: save.isPending,
        onCancel: () => onDone(null),
      }}
    >
      {sector ? (
        <SectorFields
          nameHint={
            sector.equipamentos > 0
              ? `Ao renomear, ${plural(sector.equipamentos, 'equipamento passa', 'equipamentos passam')} a usar o novo nome.`
              : undefined
          }
        />
      ) : (
        <>
          <div className="card__header">
            <h2>Novo setor</h2>
            <p className="muted">
              Depois, escolha-o no campo Setor de cada equipamento. Um equipamento enviado pela
              integração com um setor que não existe também cria o setor.
            </p>
          </div>
          <SectorFields />
        </>
      )}
    </Form>
  );
}
