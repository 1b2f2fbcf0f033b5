import { useQuery } from '@tanstack/react-query';
import { rgmApi, rgmKeys } from '../api/rgm.api';

/** One RGM with its snapshot and events. */
export function useRgm(id: string) {
  return useQuery({ queryKey: rgmKeys.detail(id), queryFn: () => rgmApi.get(id) });
}
