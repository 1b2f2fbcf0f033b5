import { useQuery } from '@tanstack/react-query';
import { planKeys, plansApi } from '../api/plans.api';

/** One equipment's maintenance plans, with each one's last execution. */
export function usePlans(equipmentId: string) {
  return useQuery({
    queryKey: planKeys.list(equipmentId),
    queryFn: () => plansApi.list(equipmentId),
  });
}
