import type {
  AuthorisedSigner,
  AuthorisedSignerInput,
  CatalogItem,
  CreateCatalogItemRequest,
  FinishRequirement,
  FinishRequirements,
  OrderType,
  UpdateCatalogItemRequest,
  VisitRecords,
  VisitReportView,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const visitReportKeys = queryKeys('visit-report', {
  report: (orderId: string) => ['report', orderId],
  signers: (clientId: string) => ['signers', clientId],
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
  addAddendum: (orderId: string, texto: string) =>
    apiClient.post<VisitRecords>(`/api/fs/ordens/${encodeURIComponent(orderId)}/adendos`, {
      texto,
    }),
  signers: (clientId: string) =>
    apiClient.get<AuthorisedSigner[]>(
      `/api/fs/clientes/${encodeURIComponent(clientId)}/assinantes`,
    ),
  addSigner: (clientId: string, input: AuthorisedSignerInput) =>
    apiClient.post<AuthorisedSigner>(
      `/api/fs/clientes/${encodeURIComponent(clientId)}/assinantes`,
      input,
    ),
  removeSigner: (clientId: string, id: string) =>
    apiClient.delete<null>(
      `/api/fs/clientes/${encodeURIComponent(clientId)}/assinantes/${encodeURIComponent(id)}`,
    ),
  requirements: () => apiClient.get<FinishRequirements>('/api/fs/exigencias-conclusao'),
  saveRequirements: (rows: Array<{ tipo: OrderType } & FinishRequirement>) =>
    apiClient.put<FinishRequirements>('/api/fs/exigencias-conclusao', { exigencias: rows }),
};
