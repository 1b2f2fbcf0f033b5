import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';
import type { FluidEventQuery } from '../api/fluids.types';

/** One page of the log, latest event first. */
export function useFluidEvents(query: FluidEventQuery) {
  return useQuery({
    queryKey: fluidKeys.eventList(query),
    queryFn: () => fluidsApi.events(query),
    placeholderData: keepPreviousData,
  });
}
