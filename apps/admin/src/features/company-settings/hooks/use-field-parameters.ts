import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyApi, companyKeys } from '../api/company.api';

/** The company-wide field-service parameters (the RGM's recurrence rule). */
export function useFieldParameters() {
  return useQuery({ queryKey: companyKeys.parameters(), queryFn: companyApi.parameters });
}

export function useUpdateFieldParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: companyApi.updateParameters,
    onSuccess: (parameters) => queryClient.setQueryData(companyKeys.parameters(), parameters),
  });
}
