import type { ServiceOrderQuery } from '@campo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { visitReportApi, visitReportKeys } from '../../visit-report/api/visit-report.api';
import { orderKeys, ordersApi } from '../api/orders.api';
import { liveQuery } from '../live-refresh';

/** One page of the orders, newest first unless the query sorts otherwise; follows the field. */
export function useOrders(query: ServiceOrderQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => ordersApi.list(query),
    placeholderData: keepPreviousData,
    ...liveQuery,
  });
}

/** One order with its allocations, history, SLA clock and app records; follows the field. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => ordersApi.get(id),
    ...liveQuery,
  });
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

/** The order's visit report (photos, readings, parts, acceptance); follows the field as the order does. */
export function useVisitReport(orderId: string) {
  return useQuery({
    queryKey: visitReportKeys.report(orderId),
    queryFn: () => visitReportApi.get(orderId),
    ...liveQuery,
  });
}
