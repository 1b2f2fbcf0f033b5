import type {
  CorrectiveProposals,
  DispatchAgenda,
  DispatchTriage,
  DispatchTriageQuery,
  OpenedCorrective,
  ScheduleOrderRequest,
  ServiceOrderDetail,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';
import { orderKeys } from '../../orders/api/orders.api';

/** Under the orders' key: any change to an order refreshes the agenda, triage and proposals too. */
export const dispatchKeys = {
  agenda: (inicio: string | undefined) => [...orderKeys.all, 'dispatch', inicio ?? ''] as const,
  triage: (query: DispatchTriageQuery) => [...orderKeys.all, 'dispatch-triage', query] as const,
  proposals: () => [...orderKeys.all, 'dispatch-proposals'] as const,
};

const PROPOSALS = '/api/fs/despacho/propostas';

export const dispatchApi = {
  agenda: (inicio: string | undefined) =>
    apiClient.get<DispatchAgenda>(withQuery('/api/fs/despacho', { inicio, dias: 7 })),
  triage: (query: DispatchTriageQuery) =>
    apiClient.get<DispatchTriage>(withQuery('/api/fs/despacho/triagem', { ...query })),
  schedule: (id: string, request: ScheduleOrderRequest) =>
    apiClient.patch<ServiceOrderDetail>(
      `/api/fs/ordens/${encodeURIComponent(id)}/programacao`,
      request,
    ),
  proposals: () => apiClient.get<CorrectiveProposals>(PROPOSALS),
  openProposal: (id: string) =>
    apiClient.post<OpenedCorrective>(`${PROPOSALS}/${encodeURIComponent(id)}/abrir`, {}),
  discardProposal: (id: string) =>
    apiClient.post<{ id: string }>(`${PROPOSALS}/${encodeURIComponent(id)}/descartar`, {}),
};
