import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { scheduleApi, scheduleKeys } from '../api/schedule.api';
import type { ScheduleQuery } from '../api/schedule.types';

/**
 * The grid of a contract (or the company) for a year, computed live from the
 * plans and executions; the previous grid stays on screen while a filter loads.
 */
export function useScheduleGrid(query: ScheduleQuery, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.grid(query),
    queryFn: () => scheduleApi.grid(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
