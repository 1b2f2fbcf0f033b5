import { MutationDialog } from '../../../components/mutation-dialog';
import type { Sector } from '../api/sectors.types';
import { useDeleteSector } from '../hooks/use-delete-sector';

/** Deletes an empty sector after asking; a sector with equipment is refused by the server. */
export function SectorDeleteDialog({
  sector,
  onClose,
}: {
  sector: Sector;
  onClose: (deleted: boolean) => void;
}) {
  const remove = useDeleteSector(sector.id);
  return (
    <MutationDialog
      mutation={remove}
      title={`Excluir o setor ${sector.nome}?`}
      confirmLabel="Excluir setor"
      busyLabel="Excluindo…"
      danger
      onCancel={() => onClose(false)}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onClose(true) })}
    >
      <p>Nenhum equipamento está nele. O setor deixa de aparecer na lista e nas sugestões.</p>
    </MutationDialog>
  );
}
