import type { ContractTechnicalLeadInput } from '@campo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { technicalLeadKeys, technicalLeadsApi } from '../api/technical-leads.api';

/** Every contract's responsável técnico and ART/TRT. */
export function useTechnicalLeads() {
  return useQuery({ queryKey: technicalLeadKeys.all, queryFn: technicalLeadsApi.list });
}

/** Names (or clears) a contract's responsável técnico and ART/TRT. */
export function useSetTechnicalLead(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractTechnicalLeadInput) => technicalLeadsApi.set(contractId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: technicalLeadKeys.all }),
  });
}
