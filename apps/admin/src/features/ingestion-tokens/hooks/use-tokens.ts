import { useQuery } from '@tanstack/react-query';
import { tokenKeys, tokensApi } from '../api/tokens.api';

/** Every ingestion token of the company, newest first (never their secrets). */
export function useTokens() {
  return useQuery({ queryKey: tokenKeys.list(), queryFn: tokensApi.list });
}
