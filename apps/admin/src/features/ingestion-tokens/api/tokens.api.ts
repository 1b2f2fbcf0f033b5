import type { CreatedIngestionToken, IngestionMode, IngestionTokenView } from '@campo/contracts';
import { apiClient } from '../../../lib/api-client';

export const tokenKeys = {
  all: ['ingestion-tokens'] as const,
  list: () => [...tokenKeys.all, 'list'] as const,
  detail: (id: string) => [...tokenKeys.all, 'detail', id] as const,
};

export interface CreateTokenInput {
  nome: string;
  modo: IngestionMode;
  entidades: string[];
  /** ISO instant; omitted for a token that does not expire. */
  expiraEm?: string;
}

export interface UpdateTokenInput {
  nome?: string;
  modo?: IngestionMode;
  entidades?: string[];
  /** `null` removes the expiry. */
  expiraEm?: string | null;
}

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
