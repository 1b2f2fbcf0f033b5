import type { ClientRgm, CreateRgmRequest, Page, RgmState, SendRgmRequest } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';
import type {
  ContractRgmSettings,
  ContractRgmSettingsInput,
  RgmAction,
  RgmSummary,
  RgmView,
} from './rgm.types';

export interface RgmFilters {
  contratoId?: string;
  estado?: RgmState;
  pagina: number;
}

export const rgmKeys = queryKeys('rgm', {
  list: (filters: RgmFilters) => ['list', filters],
  lists: 'list',
  detail: (id: string) => ['detail', id],
  client: (clientId: string, mes: string) => ['client', clientId, mes],
});

const BASE = '/api/fs/rgm';

/** The RGM's PDF: a draft's rendered on asking (marked RASCUNHO), a released one's as kept at release. */
export function rgmPdfUrl(id: string): string {
  return `${BASE}/${encodeURIComponent(id)}/pdf`;
}

export const rgmApi = {
  list: (filters: RgmFilters) => apiClient.get<Page<RgmSummary>>(withQuery(BASE, { ...filters })),
  get: (id: string) => apiClient.get<RgmView>(`${BASE}/${encodeURIComponent(id)}`),
  /** A client's month, summed from its contracts' RGMs. */
  client: (clientId: string, mes: string) =>
    apiClient.get<ClientRgm>(
      withQuery(`${BASE}/clientes/${encodeURIComponent(clientId)}`, { mes }),
    ),
  create: (request: CreateRgmRequest) => apiClient.post<RgmView>(BASE, request),
  act: (id: string, action: RgmAction, body?: SendRgmRequest) =>
    apiClient.post<RgmView>(`${BASE}/${encodeURIComponent(id)}/${action}`, body),
  updateContractSettings: (contractId: string, input: ContractRgmSettingsInput) =>
    apiClient.patch<ContractRgmSettings>(
      `/api/fs/contratos/${encodeURIComponent(contractId)}/rgm`,
      input,
    ),
};
