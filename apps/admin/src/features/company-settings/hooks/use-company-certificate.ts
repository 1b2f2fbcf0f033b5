import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyApi, companyKeys } from '../api/company.api';
import { readAsBase64 } from './read-as-base64';

/** The company's A1 certificate (its facts), or null without one. */
export function useCompanyCertificate() {
  return useQuery({ queryKey: companyKeys.certificate(), queryFn: companyApi.certificate });
}

/** Sends a .pfx/.p12 with its password, replacing the certificate the company had. */
export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, senha }: { file: File; senha: string }) =>
      companyApi.uploadCertificate({ arquivo: await readAsBase64(file), senha }),
    onSuccess: (certificate) => queryClient.setQueryData(companyKeys.certificate(), certificate),
  });
}

export function useRemoveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: companyApi.removeCertificate,
    onSuccess: () => queryClient.setQueryData(companyKeys.certificate(), null),
  });
}
