import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokensApi, type UpdateTokenInput } from '../api/tokens.api';
import { storeTokenView } from './token-cache';

/** Rename, change mode, scope or expiry; the token itself stays the same. */
export function useUpdateToken(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTokenInput) => tokensApi.update(id, input),
    onSuccess: (token) => storeTokenView(queryClient, token),
  });
}
