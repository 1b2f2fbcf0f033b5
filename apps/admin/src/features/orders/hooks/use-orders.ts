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

/** A contract's equipment (by contract code), for the new-order form; nothing until one is chosen. */
export function useOrderEquipment(contract: string) {
  return useQuery({
    queryKey: orderKeys.equipment(contract),
    queryFn: () => ordersApi.equipment(contract),
    select: (page) => page.itens,
    enabled: contract !== '',
    staleTime: 60_000,
  });
}
