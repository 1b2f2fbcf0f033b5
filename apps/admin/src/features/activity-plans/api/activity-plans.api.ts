import type {
  ActivityCatalogue,
  AdjustUnitActivityRequest,
  CatalogueActivity,
  CleaningProduct,
  CleaningProductRequest,
  CreateCatalogueActivityRequest,
  RecordActivityExecutionRequest,
  RecordedActivityExecutions,
  UnitPlan,
  UpdateCatalogueActivityRequest,
  UpdateUnitPlanRequest,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const activityPlanKeys = queryKeys('activity-plans', {
  catalogue: 'catalogue',
  products: 'products',
  unit: (equipmentId: string) => ['unit', equipmentId],
});

const BASE = '/api/fs/atividades';
const part = (id: string) => encodeURIComponent(id);

export const activityPlansApi = {
  /** The catalogue per equipment type (loaded from the defaults on its first read). */
  catalogue: () => apiClient.get<ActivityCatalogue>(`${BASE}/catalogo`),
  create: (request: CreateCatalogueActivityRequest) =>
    apiClient.post<CatalogueActivity>(`${BASE}/catalogo`, request),
  update: (id: string, request: UpdateCatalogueActivityRequest) =>
    apiClient.patch<CatalogueActivity>(`${BASE}/catalogo/${part(id)}`, request),
  unitPlan: (equipmentId: string) =>
    apiClient.get<UnitPlan>(`${BASE}/unidades/${part(equipmentId)}`),
  /** The plan's start, or suspend/resume it. */
  updateUnitPlan: (equipmentId: string, request: UpdateUnitPlanRequest) =>
    apiClient.put<UnitPlan>(`${BASE}/unidades/${part(equipmentId)}/plano`, request),
  recordExecutions: (equipmentId: string, request: RecordActivityExecutionRequest) =>
    apiClient.post<RecordedActivityExecutions>(
      `${BASE}/unidades/${part(equipmentId)}/execucoes`,
      request,
    ),
  adjustUnit: (equipmentId: string, activityId: string, request: AdjustUnitActivityRequest) =>
    apiClient.put<UnitPlan>(`${BASE}/unidades/${part(equipmentId)}/${part(activityId)}`, request),
  products: () => apiClient.get<CleaningProduct[]>(`${BASE}/produtos`),
  createProduct: (request: CleaningProductRequest) =>
    apiClient.post<CleaningProduct>(`${BASE}/produtos`, request),
  removeProduct: (id: string) => apiClient.delete<null>(`${BASE}/produtos/${part(id)}`),
};
