import { useQuery } from '@tanstack/react-query';
import { scheduleApi, scheduleKeys } from '../api/schedule.api';
import type { ScheduleCellQuery } from '../api/schedule.types';

/** Why one cell shows what it shows: its executions with their orders, or its projected dates. */
export function useScheduleCell(query: ScheduleCellQuery) {
  return useQuery({
    queryKey: scheduleKeys.cell(query),
    queryFn: () => scheduleApi.cell(query),
  });
}
