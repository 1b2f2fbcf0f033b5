import { useQuery } from '@tanstack/react-query';
import { contractKeys, contractsApi } from '../api/contracts.api';

/** The company's contracts, ordered by code, with their RGM settings. */
export function useContracts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contractKeys.contracts(),
    queryFn: contractsApi.contracts,
    select: (page) => page.itens,
    enabled,
  });
}
