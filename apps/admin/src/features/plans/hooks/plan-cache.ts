import type { QueryClient } from '@tanstack/react-query';
import { scheduleKeys } from '../../schedule/api/schedule.api';
import { planKeys } from '../api/plans.api';

/** After any change to a plan: the plans, and the annual grid that projects them, are fetched again. */
export function refreshPlans(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: planKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  ]);
}
