import { ErrorState, LoadingState } from '../../../components/query-states';
import type { ScheduleQuery } from '../api/schedule.types';
import { useScheduleGrid } from '../hooks/use-schedule-grid';
import { ScheduleGridView } from './schedule-grid-view';

interface ScheduleGridPanelProps {
  query: ScheduleQuery;
  /** What to say when no equipment matches. */
  emptyText: string;
}

/** The live grid of a query with its legend, or what stands for it while loading, on error or when empty. */
export function ScheduleGridPanel({ query, emptyText }: ScheduleGridPanelProps) {
  const grid = useScheduleGrid(query);

  if (grid.isPending) return <LoadingState label="Calculando o cronograma…" />;
  if (grid.isError) return <ErrorState error={grid.error} onRetry={() => grid.refetch()} />;
  return (
    <ScheduleGridView
      grid={grid.data}
      showContract={!query.contratoId}
      emptyText={emptyText}
      busy={grid.isPlaceholderData}
      cellDetail
    />
  );
}
