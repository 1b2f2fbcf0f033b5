import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectorKeys, sectorsApi } from '../api/sectors.api';

/** Deletes an empty sector (the server refuses one with equipment: `SETOR_EM_USO`). */
export function useDeleteSector(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sectorsApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectorKeys.all }),
  });
}
