import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokensApi } from '../api/tokens.api';
import { storeTokenView } from './token-cache';

/** Creates a token; the full secret is only in this mutation's result, shown once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tokensApi.create,
    onSuccess: (created) => storeTokenView(queryClient, created),
  });
}
