import type { CreateRgmRequest, Page, RgmState } from '@campo/contracts';
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
});

const BASE = '/api/fs/rgm';

/** The RGM's PDF: a draft's rendered on asking (marked RASCUNHO), a released one's as kept at release. */
export function rgmPdfUrl(id: string): string {
  return `${BASE}/${encodeURIComponent(id)}/pdf`;
}

export const rgmApi = {
  list: (filters: RgmFilters) => apiClient.get<Page<RgmSummary>>(withQuery(BASE, { ...filters })),
  get: (id: string) => apiClient.get<RgmView>(`${BASE}/${encodeURIComponent(id)}`),
  create: (request: CreateRgmRequest) => apiClient.post<RgmView>(BASE, request),
  act: (id: string, action: RgmAction) =>
    apiClient.post<RgmView>(`${BASE}/${encodeURIComponent(id)}/${action}`),
  updateContractSettings: (contractId: string, input: ContractRgmSettingsInput) =>
    apiClient.patch<ContractRgmSettings>(
      `/api/fs/contratos/${encodeURIComponent(contractId)}/rgm`,
      input,
    ),
};
