import { useQuery } from '@tanstack/react-query';
import { planKeys, plansApi } from '../api/plans.api';

/** The equipment's service orders, newest first. */
export function useEquipmentOrders(equipmentCode: string) {
  return useQuery({
    queryKey: planKeys.orders(equipmentCode),
    queryFn: () => plansApi.orders(equipmentCode),
    select: (page) => [...page.itens].sort((a, b) => b.abertura.localeCompare(a.abertura)),
  });
}
