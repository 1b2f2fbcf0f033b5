import type {
  Page,
  ServiceRequestCounts,
  ServiceRequestDetail,
  ServiceRequestState,
  ServiceRequestSummary,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';

export interface ServiceRequestQuery {
  situacao?: ServiceRequestState;
  pagina: number;
  porPagina: number;
}

export const serviceRequestKeys = {
  all: ['service-requests'] as const,
  list: (query: ServiceRequestQuery) => [...serviceRequestKeys.all, 'list', query] as const,
  detail: (id: string) => [...serviceRequestKeys.all, 'detail', id] as const,
  counts: () => [...serviceRequestKeys.all, 'counts'] as const,
};

const BASE = '/api/fs/solicitacoes';
export const requestPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const serviceRequestsApi = {
  list: (query: ServiceRequestQuery) =>
    apiClient.get<Page<ServiceRequestSummary>>(withQuery(BASE, { ...query })),
  counts: () => apiClient.get<ServiceRequestCounts>(`${BASE}/contagem`),
  get: (id: string) => apiClient.get<ServiceRequestDetail>(requestPath(id)),
  accept: (id: string) => apiClient.post<ServiceRequestDetail>(`${requestPath(id)}/aceitar`, {}),
  decline: (id: string, motivo: string) =>
    apiClient.post<ServiceRequestDetail>(`${requestPath(id)}/recusar`, { motivo }),
};
