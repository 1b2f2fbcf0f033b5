import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../orders/api/orders.api';
import { liveQuery } from '../../orders/live-refresh';
import { dispatchApi, dispatchKeys } from '../api/dispatch.api';

/** The corrective orders failed checklist items propose. */
export function useCorrectiveProposals() {
  return useQuery({
    queryKey: dispatchKeys.proposals(),
    queryFn: dispatchApi.proposals,
    ...liveQuery,
  });
}

function useProposalDecision<T>(decide: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useOpenProposal = () => useProposalDecision(dispatchApi.openProposal);
export const useDiscardProposal = () => useProposalDecision(dispatchApi.discardProposal);
