import type { CauseChange, CauseEntry, CauseInput } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const causeKeys = queryKeys('causes', {
  list: (all: boolean) => [all ? 'todas' : 'ativas'],
});

export const causesApi = {
  /** The catalogue; `all` includes deactivated entries (the editor). */
  list: (all: boolean) => apiClient.get<CauseEntry[]>(`/api/fs/causas${all ? '?todas=true' : ''}`),
  create: (input: CauseInput) => apiClient.post<CauseEntry>('/api/fs/causas', input),
  update: (id: string, change: CauseChange) =>
    apiClient.patch<CauseEntry>(`/api/fs/causas/${encodeURIComponent(id)}`, change),
};
