import type { UpdateWebhookEndpointRequest } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

/** Edits an endpoint, or pauses and resumes it (`ativo`). */
export function useUpdateWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebhookEndpointRequest) => webhooksApi.update(id, input),
    onSuccess: (endpoint) => {
      queryClient.setQueryData(webhookKeys.endpoint(id), endpoint);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.list() });
    },
  });
}
