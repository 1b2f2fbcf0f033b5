import type { QueryClient } from '@tanstack/react-query';
import { fluidKeys } from '../api/fluids.api';

/** After any change to the log: the log, the audit trails and the report are fetched again. */
export function refreshFluids(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: fluidKeys.all });
}
