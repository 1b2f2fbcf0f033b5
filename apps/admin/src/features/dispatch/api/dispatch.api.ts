import type { DispatchAgenda } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';
import { orderKeys } from '../../orders/api/orders.api';

/** Under the orders' key: any change to an order refreshes the agenda too. */
export const dispatchKeys = {
  agenda: (inicio: string | undefined) => [...orderKeys.all, 'dispatch', inicio ?? ''] as const,
};

export const dispatchApi = {
  agenda: (inicio: string | undefined) =>
    apiClient.get<DispatchAgenda>(withQuery('/api/fs/despacho', { inicio, dias: 7 })),
};
