import { useQuery } from '@tanstack/react-query';
import { rgmApi, rgmKeys } from '../api/rgm.api';

/** The company's clients (for their names beside the contract codes). */
export function useClients() {
  return useQuery({
    queryKey: rgmKeys.clients(),
    queryFn: rgmApi.clients,
    select: (page) => page.itens,
    staleTime: 5 * 60_000,
  });
}
