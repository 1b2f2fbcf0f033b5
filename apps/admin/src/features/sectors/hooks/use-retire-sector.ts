import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectorKeys, sectorsApi } from '../api/sectors.api';

/** Retires (`true`) or reactivates a sector. */
export function useRetireSector(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retire: boolean) => sectorsApi.setRetired(id, retire),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectorKeys.all }),
  });
}
