import { useQuery } from '@tanstack/react-query';
import { hubApi, hubKeys } from '../api/hub.api';

/** What the contract holds, each figure from the list it links to. */
export function useContractOverview(contractId: string) {
  return useQuery({
    queryKey: hubKeys.contract(contractId),
    queryFn: () => hubApi.contract(contractId),
  });
}
