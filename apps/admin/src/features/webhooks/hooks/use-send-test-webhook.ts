import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

/** Queues a `webhook.teste` event for the endpoint; the log shows it at once. */
export function useSendTestWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => webhooksApi.sendTest(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoint(id) }),
  });
}
