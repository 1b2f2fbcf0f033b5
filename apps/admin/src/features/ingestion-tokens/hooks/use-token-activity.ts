import { useQuery } from '@tanstack/react-query';
import { tokenActivityApi, tokenActivityKeys } from '../api/token-activity.api';

/** The token's rows per day over the last 30 days. */
export function useTokenActivity(tokenId: string) {
  return useQuery({
    queryKey: tokenActivityKeys.daily(tokenId),
    queryFn: () => tokenActivityApi.daily(tokenId),
  });
}
