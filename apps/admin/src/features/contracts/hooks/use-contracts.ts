import { useQuery } from '@tanstack/react-query';
import { rgmApi, rgmKeys } from '../api/rgm.api';

/** The company's contracts, ordered by code, with their RGM settings. */
export function useContracts() {
  return useQuery({
    queryKey: rgmKeys.contracts(),
    queryFn: rgmApi.contracts,
    select: (page) => page.itens,
  });
}
