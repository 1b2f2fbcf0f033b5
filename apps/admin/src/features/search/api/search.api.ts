import type { GlobalSearchResult } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { withQuery } from '../../../lib/query-string';
import { queryKeys } from '../../../lib/query-keys';

export const searchKeys = queryKeys('search', {
  find: (busca: string) => ['find', busca],
});

export const searchApi = {
  find: (busca: string) => apiClient.get<GlobalSearchResult>(withQuery('/api/fs/busca', { busca })),
};
