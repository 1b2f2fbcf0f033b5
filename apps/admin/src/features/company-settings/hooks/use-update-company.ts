import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/api/auth.api';
import { companyApi, companyKeys } from '../api/company.api';

/** Saves name, CNPJ and time zone; the session is read again (it names the company and its zone). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: companyApi.update,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyKeys.company(), company);
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
    },
  });
}
