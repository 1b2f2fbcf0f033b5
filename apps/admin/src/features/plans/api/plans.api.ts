import type { Page } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';
import { withQuery } from '../../../lib/query-string';
import type {
  CreatePlanRequest,
  MaintenancePlan,
  RecordExecutionRequest,
  ServiceOrderRecord,
  UpdatePlanRequest,
} from './plans.types';

export const planKeys = queryKeys('plans', {
  list: (equipmentId: string) => ['list', equipmentId],
  orders: (equipmentCode: string) => ['orders', equipmentCode],
});

const BASE = '/api/fs/planos';
const planPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const plansApi = {
  /** One equipment's plans (every role). */
  list: (equipmentId: string) =>
    apiClient.get<MaintenancePlan[]>(withQuery(BASE, { equipamentoId: equipmentId })),
  create: (request: CreatePlanRequest) => apiClient.post<MaintenancePlan>(BASE, request),
  update: (id: string, request: UpdatePlanRequest) =>
    apiClient.patch<MaintenancePlan>(planPath(id), request),
  recordExecution: (id: string, request: RecordExecutionRequest) =>
    apiClient.post<MaintenancePlan>(`${planPath(id)}/execucoes`, request),
  /** The equipment's service orders (the read API's largest page), to tie an execution to one. */
  orders: (equipmentCode: string) =>
    apiClient.get<Page<ServiceOrderRecord>>(
      withQuery('/api/dados/ordem_servico', { equipamento: equipmentCode, porPagina: 200 }),
    ),
};
