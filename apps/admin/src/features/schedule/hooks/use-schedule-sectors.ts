import { useMemo } from 'react';
import type { ScheduleQuery } from '../api/schedule.types';
import { useScheduleGrid } from './use-schedule-grid';

/**
 * The sectors of a contract (or the company) in a year, whatever sector or
 * periodicity is chosen: from the unfiltered grid, which is the one on screen
 * when no filter is on (so usually no second request).
 */
export function useScheduleSectors({ ano, contratoId }: ScheduleQuery): string[] {
  const grid = useScheduleGrid({ ano, contratoId });
  return useMemo(
    () =>
      [
        ...new Set(
          (grid.data?.linhas ?? []).map((row) => row.setor).filter((setor) => setor !== null),
        ),
      ].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    [grid.data],
  );
}
