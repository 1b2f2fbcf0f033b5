import type { CreateRgmRequest, Page, RgmState } from '@campo/contracts';
import { apiClient } from '../../../lib/api-client';
import { withQuery } from '../../../lib/query-string';
import type {
  ClientRecord,
  ContractRecord,
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

export const rgmKeys = {
  all: ['rgm'] as const,
  list: (filters: RgmFilters) => [...rgmKeys.all, 'list', filters] as const,
  lists: () => [...rgmKeys.all, 'list'] as const,
  detail: (id: string) => [...rgmKeys.all, 'detail', id] as const,
  contracts: () => [...rgmKeys.all, 'contracts'] as const,
  clients: () => [...rgmKeys.all, 'clients'] as const,
};

const BASE = '/api/fs/rgm';
/** The read API's largest page: every contract and client of a company, in one request. */
const DIRECTORY_PAGE = { porPagina: 200 };

export const rgmApi = {
  list: (filters: RgmFilters) => apiClient.get<Page<RgmSummary>>(withQuery(BASE, { ...filters })),
  get: (id: string) => apiClient.get<RgmView>(`${BASE}/${encodeURIComponent(id)}`),
  create: (request: CreateRgmRequest) => apiClient.post<RgmView>(BASE, request),
  act: (id: string, action: RgmAction) =>
    apiClient.post<RgmView>(`${BASE}/${encodeURIComponent(id)}/${action}`),
  contracts: () =>
    apiClient.get<Page<ContractRecord>>(withQuery('/api/dados/contrato', DIRECTORY_PAGE)),
  clients: () => apiClient.get<Page<ClientRecord>>(withQuery('/api/dados/cliente', DIRECTORY_PAGE)),
  updateContractSettings: (contractId: string, input: ContractRgmSettingsInput) =>
    apiClient.patch<ContractRgmSettings>(
      `/api/fs/contratos/${encodeURIComponent(contractId)}/rgm`,
      input,
    ),
};
