import type { ScheduleOrderRequest } from '@campo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshOrders } from '../../orders/hooks/use-order-actions';
import { dispatchApi } from '../api/dispatch.api';

/** Takes an order to a technician's day and time (the agenda's drop or "Agendar…"). */
export function useScheduleOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: ScheduleOrderRequest & { id: string }) =>
      dispatchApi.schedule(id, request),
    onSuccess: (order) => refreshOrders(queryClient, order),
  });
}
