import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../data-browser/api/records.api';
import { entityKeys } from '../../entities/api/entities.api';
import { companyApi, companyKeys } from '../api/company.api';

/** The ingestion entities the company uses (ADMIN). */
export function useEntitySet() {
  return useQuery({ queryKey: companyKeys.entitySet(), queryFn: companyApi.entitySet });
}

/** Saves the set; every list of entities (menus, imports, token scopes, data browser) is read again. */
export function useUpdateEntitySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: companyApi.updateEntitySet,
    onSuccess: async (choices) => {
      queryClient.setQueryData(companyKeys.entitySet(), choices);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: entityKeys.all }),
        queryClient.invalidateQueries({ queryKey: recordKeys.all }),
      ]);
    },
  });
}
