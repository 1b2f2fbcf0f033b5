import type { ServiceOrderDetail } from '@campo/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys, ordersApi } from '../api/orders.api';

/**
 * After any change to an order: every order query (lists, details, the dispatch agenda,
 * which lives under the same key) is fetched again, and the changed order is known at once.
 */
export function refreshOrders(queryClient: QueryClient, order?: ServiceOrderDetail) {
  if (order) queryClient.setQueryData(orderKeys.detail(order.id), order);
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

function useOrderMutation<T>(action: (input: T) => Promise<ServiceOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (order) => refreshOrders(queryClient, order),
  });
}

export const useCreateOrder = () => useOrderMutation(ordersApi.create);

export const useAssignTechnician = () =>
  useOrderMutation(({ id, tecnicoId }: { id: string; tecnicoId: string }) =>
    ordersApi.assign(id, tecnicoId),
  );

export const useUnassignTechnician = () =>
  useOrderMutation(({ id, alocacaoId }: { id: string; alocacaoId: string }) =>
    ordersApi.unassign(id, alocacaoId),
  );

export const useRescheduleOrder = () =>
  useOrderMutation(({ id, agendadaPara }: { id: string; agendadaPara: string | null }) =>
    ordersApi.reschedule(id, agendadaPara),
  );

export const useStartOrder = () => useOrderMutation((id: string) => ordersApi.start(id));

export const useCloseOrder = () =>
  useOrderMutation(({ id, ...cause }: { id: string; causaId?: string; causaRaiz?: string }) =>
    ordersApi.close(id, cause),
  );

export const useCancelOrder = () =>
  useOrderMutation(({ id, motivo }: { id: string; motivo: string }) =>
    ordersApi.cancel(id, motivo),
  );

/** One order per planned occurrence of the month; the grid and lists refresh. */
export function useGeneratePreventive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ordersApi.generatePreventive,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
