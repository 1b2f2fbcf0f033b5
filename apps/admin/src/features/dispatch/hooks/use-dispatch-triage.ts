import type { DispatchTriageQuery } from '@campo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveQuery } from '../../orders/live-refresh';
import { dispatchApi, dispatchKeys } from '../api/dispatch.api';

/** The unassigned open orders in triage order (priority, then due time); follows the field. */
export function useDispatchTriage(query: DispatchTriageQuery) {
  return useQuery({
    queryKey: dispatchKeys.triage(query),
    queryFn: () => dispatchApi.triage(query),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}
