import type { ServiceOrderQuery } from '@campo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderKeys, ordersApi } from '../api/orders.api';

/** One page of the orders, newest first unless the query sorts otherwise. */
export function useOrders(query: ServiceOrderQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => ordersApi.list(query),
    placeholderData: keepPreviousData,
  });
}

/** One order with its allocations, history and SLA clock. */
export function useOrder(id: string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => ordersApi.get(id) });
}

/** The company's active technicians (who can be assigned). */
export function useTechnicians() {
  return useQuery({
    queryKey: orderKeys.technicians(),
    queryFn: ordersApi.technicians,
    staleTime: 5 * 60_000,
  });
}

/** The company's equipment (the read API's largest page), for the new-order form. */
export function useOrderEquipment() {
  return useQuery({
    queryKey: orderKeys.equipment(),
    queryFn: ordersApi.equipment,
    select: (page) => page.itens,
    staleTime: 5 * 60_000,
  });
}
