import { useQuery } from '@tanstack/react-query';
import { hubApi, hubKeys } from '../api/hub.api';

/** The client's contracts, each with its counts, and their sums. */
export function useClientOverview(clientId: string) {
  return useQuery({
    queryKey: hubKeys.client(clientId),
    queryFn: () => hubApi.client(clientId),
  });
}
