import type {
  AcceptServiceRequest,
  Page,
  ServiceRequestCounts,
  ServiceRequestDetail,
  ServiceRequestState,
  ServiceRequestSummary,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

export interface ServiceRequestQuery {
  situacao?: ServiceRequestState;
  contratoId?: string;
  /** Part of the code, text or place, the unit's or the client's (no accents, any case). */
  busca?: string;
  pagina: number;
  porPagina: number;
}

export const serviceRequestKeys = queryKeys('service-requests', {
  list: (query: ServiceRequestQuery) => ['list', query],
  detail: (id: string) => ['detail', id],
  counts: 'counts',
});

const BASE = '/api/fs/solicitacoes';
export const requestPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const serviceRequestsApi = {
  list: (query: ServiceRequestQuery) =>
    apiClient.get<Page<ServiceRequestSummary>>(withQuery(BASE, { ...query })),
  counts: () => apiClient.get<ServiceRequestCounts>(`${BASE}/contagem`),
  get: (id: string) => apiClient.get<ServiceRequestDetail>(requestPath(id)),
  accept: (id: string, schedule: AcceptServiceRequest = {}) =>
    apiClient.post<ServiceRequestDetail>(`${requestPath(id)}/aceitar`, schedule),
  decline: (id: string, motivo: string) =>
    apiClient.post<ServiceRequestDetail>(`${requestPath(id)}/recusar`, { motivo }),
};
