import { useQuery } from '@tanstack/react-query';
import { rgmApi, rgmKeys } from '../api/rgm.api';

/** A client's month, consolidated from its contracts' frozen RGMs. */
export function useClientRgm(clientId: string, mes: string) {
  return useQuery({
    queryKey: rgmKeys.client(clientId, mes),
    queryFn: () => rgmApi.client(clientId, mes),
  });
}
