import { useQuery } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

/** The company's webhook endpoints, oldest first. */
export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: webhooksApi.list });
}
