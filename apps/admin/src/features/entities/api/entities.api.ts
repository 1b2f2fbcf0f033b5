import type { EntityDescriptor } from '@campo/contracts';
import { apiClient } from '@campo/web-client';

export const entityKeys = {
  all: ['entities'] as const,
  registry: () => [...entityKeys.all, 'registry'] as const,
};

/** The whole entity registry (ADMIN only: other roles get 403 ACESSO_NEGADO). */
function fetchEntities(): Promise<EntityDescriptor[]> {
  return apiClient.get<EntityDescriptor[]>('/api/admin/entidades');
}

export const entitiesApi = { fetchEntities };
