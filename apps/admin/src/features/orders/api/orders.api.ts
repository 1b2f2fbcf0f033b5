import type {
  CreateServiceOrderRequest,
  GeneratePreventiveOrdersResult,
  Page,
  ServiceOrderDetail,
  ServiceOrderQuery,
  ServiceOrderSummary,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';

/** An equipment as the new-order form offers it (from the read API). */
export interface EquipmentOption {
  id: string;
  codigo: string;
  contrato: string;
  setor: string | null;
  descricao: string | null;
}

export const orderKeys = queryKeys('orders', {
  list: (query: ServiceOrderQuery) => ['list', query],
  detail: (id: string) => ['detail', id],
  technicians: 'technicians',
  equipment: (contract: string) => ['equipment', contract],
});

const BASE = '/api/fs/ordens';
const orderPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const ordersApi = {
  list: (query: ServiceOrderQuery) =>
    apiClient.get<Page<ServiceOrderSummary>>(withQuery(BASE, { ...query })),
  get: (id: string) => apiClient.get<ServiceOrderDetail>(orderPath(id)),
  create: (request: CreateServiceOrderRequest) => apiClient.post<ServiceOrderDetail>(BASE, request),
  technicians: () => apiClient.get<Array<{ id: string; nome: string }>>(`${BASE}/tecnicos`),
  /** A contract's equipment (the read API filters by the contract's code). */
  equipment: (contract: string) =>
    apiClient.get<Page<EquipmentOption>>(
      withQuery('/api/dados/equipamento', { contrato: contract, porPagina: 200 }),
    ),
  assign: (id: string, tecnicoId: string) =>
    apiClient.post<ServiceOrderDetail>(`${orderPath(id)}/alocacoes`, { tecnicoId }),
  unassign: (id: string, alocacaoId: string) =>
    apiClient.delete<ServiceOrderDetail>(
      `${orderPath(id)}/alocacoes/${encodeURIComponent(alocacaoId)}`,
    ),
  reschedule: (id: string, agendadaPara: string | null) =>
    apiClient.put<ServiceOrderDetail>(`${orderPath(id)}/agendamento`, { agendadaPara }),
  start: (id: string) => apiClient.post<ServiceOrderDetail>(`${orderPath(id)}/iniciar`, {}),
  close: (id: string, cause: { causaId?: string; causaRaiz?: string }) =>
    apiClient.post<ServiceOrderDetail>(`${orderPath(id)}/concluir`, cause),
  cancel: (id: string, motivo: string) =>
    apiClient.post<ServiceOrderDetail>(`${orderPath(id)}/cancelar`, { motivo }),
  generatePreventive: (mes: string) =>
    apiClient.post<GeneratePreventiveOrdersResult>(`${BASE}/preventivas`, { mes }),
};
