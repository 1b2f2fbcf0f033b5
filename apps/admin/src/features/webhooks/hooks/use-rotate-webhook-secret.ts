import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => webhooksApi.rotate(id),
    onSuccess: ({ endpoint }) => queryClient.setQueryData(webhookKeys.endpoint(id), endpoint),
  });
}
