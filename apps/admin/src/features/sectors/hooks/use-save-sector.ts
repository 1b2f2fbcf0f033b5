import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectorKeys, sectorsApi } from '../api/sectors.api';
import type { Sector } from '../api/sectors.types';
import { newSector, type SectorDraft, sectorChanges } from '../sector-draft';

/**
 * Creates a sector or, given `sector`, renames it or changes its description. A new name is
 * written on the sector's equipment, so after an edit every cached view that shows sectors
 * (records, the schedule, the fluid report) is fetched again; after a creation, the sectors.
 */
export function useSaveSector(sector?: Sector) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: SectorDraft) =>
      sector
        ? sectorsApi.update(sector.id, sectorChanges(sector, draft))
        : sectorsApi.create(newSector(draft)),
    onSuccess: () =>
      queryClient.invalidateQueries(sector ? undefined : { queryKey: sectorKeys.all }),
  });
}
