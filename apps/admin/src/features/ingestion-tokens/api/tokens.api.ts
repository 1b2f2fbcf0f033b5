import type {
  CreatedIngestionToken,
  CreateIngestionTokenRequest,
  IngestionTokenView,
  UpdateIngestionTokenRequest,
} from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const tokenKeys = queryKeys('ingestion-tokens', {
  list: 'list',
  detail: (id: string) => ['detail', id],
});

export type CreateTokenInput = CreateIngestionTokenRequest;
export type UpdateTokenInput = UpdateIngestionTokenRequest;

export type TokenTransition = 'desativar' | 'reativar' | 'revogar';

const BASE = '/api/admin/tokens-ingestao';

export const tokensApi = {
  list: () => apiClient.get<IngestionTokenView[]>(BASE),
  get: (id: string) => apiClient.get<IngestionTokenView>(`${BASE}/${encodeURIComponent(id)}`),
  create: (input: CreateTokenInput) => apiClient.post<CreatedIngestionToken>(BASE, input),
  update: (id: string, input: UpdateTokenInput) =>
    apiClient.patch<IngestionTokenView>(`${BASE}/${encodeURIComponent(id)}`, input),
  transition: (id: string, transition: TokenTransition) =>
    apiClient.post<IngestionTokenView>(`${BASE}/${encodeURIComponent(id)}/${transition}`),
};
