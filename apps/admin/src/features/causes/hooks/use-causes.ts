import type { CauseChange, CauseInput } from '@campo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { causeKeys, causesApi } from '../api/causes.api';

/** The company's root-cause catalogue: active entries (to pick from), or all of them (the editor). */
export function useCauses(all = false) {
  return useQuery({ queryKey: causeKeys.list(all), queryFn: () => causesApi.list(all) });
}

export function useCreateCause() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CauseInput) => causesApi.create(input),
    onSuccess: () => client.invalidateQueries({ queryKey: causeKeys.all }),
  });
}

export function useUpdateCause() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: CauseChange & { id: string }) => causesApi.update(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: causeKeys.all }),
  });
}
