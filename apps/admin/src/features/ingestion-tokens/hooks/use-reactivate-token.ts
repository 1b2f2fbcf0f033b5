import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokensApi } from '../api/tokens.api';
import { storeTokenView } from './token-cache';

/** Makes an inactive token usable again. */
export function useReactivateToken(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => tokensApi.transition(id, 'reativar'),
    onSuccess: (token) => storeTokenView(queryClient, token),
  });
}
