import { useQuery } from '@tanstack/react-query';
import { fluidKeys, fluidsApi } from '../api/fluids.api';

/** Who created, corrected or deleted an event, when, why, and what it was before and after. */
export function useFluidAudit(id: string) {
  return useQuery({ queryKey: fluidKeys.audit(id), queryFn: () => fluidsApi.audit(id) });
}
