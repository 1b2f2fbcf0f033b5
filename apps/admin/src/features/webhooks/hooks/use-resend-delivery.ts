import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

export function useResendDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => webhooksApi.resend(id, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoint(id) }),
  });
}
