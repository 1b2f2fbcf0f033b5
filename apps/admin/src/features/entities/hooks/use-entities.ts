import type { EntityDescriptor } from '@campo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { entitiesApi, entityKeys } from '../api/entities.api';

/** The entity registry; it only changes with a new release of the API, so it is fetched once. */
export function useEntities() {
  return useQuery({
    queryKey: entityKeys.registry(),
    queryFn: entitiesApi.fetchEntities,
    staleTime: Infinity,
  });
}

/** Entity descriptors by name, for showing labels (empty while loading or unavailable). */
export function useEntityMap(): ReadonlyMap<string, EntityDescriptor> {
  const { data } = useEntities();
  return useMemo(() => new Map((data ?? []).map((entity) => [entity.entidade, entity])), [data]);
}
