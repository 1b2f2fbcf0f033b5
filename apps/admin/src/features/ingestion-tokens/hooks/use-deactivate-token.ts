import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokensApi } from '../api/tokens.api';
import { storeTokenView } from './token-cache';

/** Suspends the token (INATIVO) until it is reactivated. */
export function useDeactivateToken(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => tokensApi.transition(id, 'desativar'),
    onSuccess: (token) => storeTokenView(queryClient, token),
  });
}
