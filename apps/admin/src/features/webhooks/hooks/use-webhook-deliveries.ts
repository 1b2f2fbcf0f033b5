import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookKeys, webhooksApi } from '../api/webhooks.api';

/** One page of the endpoint's delivery log; refreshed while a delivery is still pending. */
export function useWebhookDeliveries(id: string, pagina: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id, pagina),
    queryFn: () => webhooksApi.deliveries(id, pagina),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.itens.some((delivery) => delivery.status === 'PENDENTE') ? 2000 : false,
  });
}
