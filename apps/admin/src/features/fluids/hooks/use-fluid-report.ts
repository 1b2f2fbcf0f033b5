import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';
import type { FluidReportQuery } from '../api/fluids.types';

/** The annual report for a year (and sector or gas); the previous one stays on screen while a filter loads. */
export function useFluidReport(query: FluidReportQuery) {
  return useQuery({
    queryKey: fluidKeys.report(query),
    queryFn: () => fluidsApi.report(query),
    placeholderData: keepPreviousData,
  });
}
