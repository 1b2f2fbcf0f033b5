import { useQuery } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';

/** The company's equipment (the read API's largest page), for the event form. */
export function useEquipment() {
  return useQuery({
    queryKey: fluidKeys.equipment(),
    queryFn: fluidsApi.equipment,
    select: (page) => page.itens,
    staleTime: 5 * 60_000,
  });
}
