import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectorKeys, sectorsApi } from '../api/sectors.api';

export function useCreateSector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sectorsApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectorKeys.all }),
  });
}
