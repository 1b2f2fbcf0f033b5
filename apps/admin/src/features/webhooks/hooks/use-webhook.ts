import { useQuery } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

export function useWebhook(id: string) {
  return useQuery({ queryKey: webhookKeys.endpoint(id), queryFn: () => webhooksApi.get(id) });
}
