import type { OutboxMessage, Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

export const outboxKeys = queryKeys('outbox', { page: (pagina: number) => ['page', pagina] });

export const OUTBOX_PAGE_SIZE = 20;

export const outboxApi = {
  page: (pagina: number) =>
    apiClient.get<Page<OutboxMessage>>(
      withQuery('/api/admin/caixa-de-saida', { pagina, porPagina: OUTBOX_PAGE_SIZE }),
    ),
  resend: (id: string) =>
    apiClient.post<{ id: string; status: 'PENDENTE' }>(
      `/api/admin/caixa-de-saida/${encodeURIComponent(id)}/reenviar`,
    ),
};
