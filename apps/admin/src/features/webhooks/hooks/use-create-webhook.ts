import type { WebhookEndpointRequest } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointRequest) => webhooksApi.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
