import { useQuery } from '@tanstack/react-query';
import { contractKeys, contractsApi } from '../api/contracts.api';

/** The company's clients (for their names beside the contract codes). */
export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKeys.clients(),
    queryFn: contractsApi.clients,
    select: (page) => page.itens,
    enabled,
    staleTime: 5 * 60_000,
  });
}
