import type {
  Page,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryView,
  WebhookEndpointRequest,
  WebhookEndpointView,
  WebhookSecretView,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

export const webhookKeys = queryKeys('webhooks', {
  list: 'list',
  endpoint: (id: string) => ['endpoint', id],
  deliveries: (id: string, pagina: number) => ['endpoint', id, 'deliveries', pagina],
});

export const DELIVERY_PAGE_SIZE = 20;

const base = '/api/admin/webhooks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const webhooksApi = {
  list: () => apiClient.get<WebhookEndpointView[]>(base),
  get: (id: string) => apiClient.get<WebhookEndpointView>(one(id)),
  create: (input: WebhookEndpointRequest) => apiClient.post<WebhookSecretView>(base, input),
  update: (id: string, input: UpdateWebhookEndpointRequest) =>
    apiClient.patch<WebhookEndpointView>(one(id), input),
  rotate: (id: string) => apiClient.post<WebhookSecretView>(`${one(id)}/rotacionar-segredo`),
  sendTest: (id: string) => apiClient.post<{ eventoId: string }>(`${one(id)}/teste`),
  deliveries: (id: string, pagina: number) =>
    apiClient.get<Page<WebhookDeliveryView>>(
      withQuery(`${one(id)}/entregas`, { pagina, porPagina: DELIVERY_PAGE_SIZE }),
    ),
  resend: (id: string, deliveryId: string) =>
    apiClient.post<{ id: string; status: 'PENDENTE' }>(
      `${one(id)}/entregas/${encodeURIComponent(deliveryId)}/reenviar`,
    ),
};
