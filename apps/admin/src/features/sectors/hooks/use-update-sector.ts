import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectorsApi } from '../api/sectors.api';
import type { UpdateSectorRequest } from '../api/sectors.types';

/**
 * Renames a sector or changes its description. The name is written on its
 * equipment, so every cached view that shows sectors (records, the schedule,
 * the fluid report) is fetched again.
 */
export function useUpdateSector(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateSectorRequest) => sectorsApi.update(id, request),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
