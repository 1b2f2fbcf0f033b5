import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RgmFilters, rgmApi, rgmKeys } from '../api/rgm.api';

/** One page of the company's RGMs, latest period first; the previous page stays on screen while the next loads. */
export function useRgms(filters: RgmFilters) {
  return useQuery({
    queryKey: rgmKeys.list(filters),
    queryFn: () => rgmApi.list(filters),
    placeholderData: keepPreviousData,
  });
}
