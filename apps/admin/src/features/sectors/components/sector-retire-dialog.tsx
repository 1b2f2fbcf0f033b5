import { MutationDialog } from '../../../components/mutation-dialog';
import type { Sector } from '../api/sectors.types';
import { useRetireSector } from '../hooks/use-retire-sector';

/** Retires a sector, or brings a retired one back, after asking. */
export function SectorRetireDialog({
  sector,
  onClose,
}: {
  sector: Sector;
  onClose: (changed: boolean) => void;
}) {
  const change = useRetireSector(sector.id);
  const retiring = !sector.desativadoEm;
  return (
    <MutationDialog
      mutation={change}
      title={`${retiring ? 'Desativar' : 'Reativar'} o setor ${sector.nome}?`}
      confirmLabel={retiring ? 'Desativar setor' : 'Reativar setor'}
      busyLabel="Salvando…"
      danger={retiring}
      onCancel={() => onClose(false)}
      onConfirm={() => change.mutate(retiring, { onSuccess: () => onClose(true) })}
    >
      <p>
        {retiring
          ? 'O setor deixa de ser sugerido para novos equipamentos; os equipamentos que estão nele continuam lá. Dá para reativar depois.'
          : 'O setor volta a ser sugerido para os equipamentos.'}
      </p>
    </MutationDialog>
  );
}
