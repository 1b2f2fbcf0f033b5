import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokensApi } from '../api/tokens.api';
import { storeTokenView } from './token-cache';

/** Revokes the token for good. */
export function useRevokeToken(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => tokensApi.transition(id, 'revogar'),
    onSuccess: (token) => storeTokenView(queryClient, token),
  });
}
