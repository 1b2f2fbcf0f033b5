import type { ImportDay } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const tokenActivityKeys = {
  daily: (tokenId: string) => ['tokens', 'activity', tokenId] as const,
};

export const tokenActivityApi = {
  daily: (tokenId: string) =>
    apiClient.get<ImportDay[]>(
      `/api/admin/importacoes/por-dia?token=${encodeURIComponent(tokenId)}`,
    ),
};
