import { useQuery } from '@tanstack/react-query';
import { tokenKeys, tokensApi } from '../api/tokens.api';

export function useToken(id: string) {
  return useQuery({ queryKey: tokenKeys.detail(id), queryFn: () => tokensApi.get(id) });
}
