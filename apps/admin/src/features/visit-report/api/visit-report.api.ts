import type {
  CatalogItem,
  CreateCatalogItemRequest,
  FinishRequirement,
  FinishRequirements,
  OrderType,
  UpdateCatalogItemRequest,
  VisitReportView,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const visitReportKeys = queryKeys('visit-report', {
  report: (orderId: string) => ['report', orderId],
  catalog: 'catalog',
  requirements: 'requirements',
});

/** The PDF of an order's visit report (a session route: a plain link opens it). */
export const visitReportPdfUrl = (orderId: string) =>
  `/api/fs/ordens/${encodeURIComponent(orderId)}/relatorio.pdf`;

export const visitReportApi = {
  get: (orderId: string) =>
    apiClient.get<VisitReportView>(`/api/fs/ordens/${encodeURIComponent(orderId)}/relatorio`),
  catalog: () => apiClient.get<CatalogItem[]>('/api/fs/catalogo-visita?todos=true'),
  createItem: (request: CreateCatalogItemRequest) =>
    apiClient.post<CatalogItem>('/api/fs/catalogo-visita', request),
  updateItem: (id: string, request: UpdateCatalogItemRequest) =>
    apiClient.patch<CatalogItem>(`/api/fs/catalogo-visita/${encodeURIComponent(id)}`, request),
  requirements: () => apiClient.get<FinishRequirements>('/api/fs/exigencias-conclusao'),
  saveRequirements: (rows: Array<{ tipo: OrderType } & FinishRequirement>) =>
    apiClient.put<FinishRequirements>('/api/fs/exigencias-conclusao', { exigencias: rows }),
};
