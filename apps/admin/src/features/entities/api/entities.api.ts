import type { EntityDescriptor } from '@campo/contracts';
import { apiClient } from '@campo/web-client';
import { queryKeys } from '../../../lib/query-keys';

export const entityKeys = queryKeys('entities', { registry: 'registry' });

/** The whole entity registry (ADMIN only: other roles get 403 ACESSO_NEGADO). */
function fetchEntities(): Promise<EntityDescriptor[]> {
  return apiClient.get<EntityDescriptor[]>('/api/admin/entidades');
}

export const entitiesApi = { fetchEntities };
