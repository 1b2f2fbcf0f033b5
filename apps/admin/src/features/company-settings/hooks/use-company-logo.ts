import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyApi, companyKeys } from '../api/company.api';
import { readAsBase64 } from './read-as-base64';

/** Sends a new logo (a File, read as base64), or removes it with `null`. */
export function useCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) =>
      file ? companyApi.uploadLogo(await readAsBase64(file)) : companyApi.removeLogo(),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.company(), company),
  });
}
