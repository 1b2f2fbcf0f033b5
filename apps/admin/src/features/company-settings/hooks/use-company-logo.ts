import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyApi, companyKeys } from '../api/company.api';

/** Sends a new logo (a File, read as base64), or removes it with `null`. */
export function useCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File | null) =>
      file ? companyApi.uploadLogo(await readAsBase64(file)) : companyApi.removeLogo(),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.company(), company),
  });
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Falha ao ler o arquivo'));
    reader.readAsDataURL(file);
  });
}
