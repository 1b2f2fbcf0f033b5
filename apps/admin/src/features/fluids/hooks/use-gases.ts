import { useQuery } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';

/** The gas table (code, GWP, source). */
export function useGases() {
  return useQuery({
    queryKey: fluidKeys.gases(),
    queryFn: fluidsApi.gases,
    staleTime: 10 * 60_000,
  });
}
