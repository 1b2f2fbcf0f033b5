import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from '../../contracts/api/contracts.api';
import { rgmApi } from '../api/rgm.api';
import type { ContractRgmSettingsInput } from '../api/rgm.types';

/** Saves a contract's automatic closing day and RGM recipients. */
export function useUpdateContractSettings(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractRgmSettingsInput) =>
      rgmApi.updateContractSettings(contractId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.contracts() }),
  });
}
