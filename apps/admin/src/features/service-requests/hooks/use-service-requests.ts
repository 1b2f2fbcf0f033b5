import type { AcceptServiceRequest, ServiceRequestDetail } from '@campo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../orders/api/orders.api';
import {
  type ServiceRequestQuery,
  serviceRequestKeys,
  serviceRequestsApi,
} from '../api/service-requests.api';

/** New requests arrive from clients at any time: the queue and its badge look again every minute. */
const FOLLOW = { refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

export function useServiceRequests(query: ServiceRequestQuery) {
  return useQuery({
    queryKey: serviceRequestKeys.list(query),
    queryFn: () => serviceRequestsApi.list(query),
    placeholderData: keepPreviousData,
    ...FOLLOW,
  });
}

export function useServiceRequest(id: string) {
  return useQuery({
    queryKey: serviceRequestKeys.detail(id),
    queryFn: () => serviceRequestsApi.get(id),
  });
}

/** How many requests wait for a decision (the menu's badge); only asked when `enabled`. */
export function useOpenRequestCount(enabled: boolean) {
  return useQuery({
    queryKey: serviceRequestKeys.counts(),
    queryFn: serviceRequestsApi.counts,
    select: (counts) => counts.abertas,
    enabled,
    ...FOLLOW,
  });
}

/** Accepting or declining: the request is known at once; the queue, badge and orders refetch. */
function useDecision<T>(action: (input: T) => Promise<ServiceRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (request) => {
      queryClient.setQueryData(serviceRequestKeys.detail(request.id), request);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceRequestKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]);
    },
  });
}

export const useAcceptRequest = () =>
  useDecision(({ id, ...schedule }: AcceptServiceRequest & { id: string }) =>
    serviceRequestsApi.accept(id, schedule),
  );

export const useDeclineRequest = () =>
  useDecision(({ id, motivo }: { id: string; motivo: string }) =>
    serviceRequestsApi.decline(id, motivo),
  );
