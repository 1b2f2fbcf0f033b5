import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import type { ScheduleQuery } from '../api/schedule.types';
import { useScheduleGrid } from '../hooks/use-schedule-grid';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleLegend } from './schedule-legend';

interface ScheduleGridPanelProps {
  query: ScheduleQuery;
  /** What to say when no equipment matches. */
  emptyText: string;
}

/** The grid of a query with its legend, or what stands for it while loading, on error or when empty. */
export function ScheduleGridPanel({ query, emptyText }: ScheduleGridPanelProps) {
  const grid = useScheduleGrid(query);

  if (grid.isPending) return <LoadingState label="Calculando o cronograma…" />;
  if (grid.isError) return <ErrorState error={grid.error} onRetry={() => grid.refetch()} />;
  if (grid.data.linhas.length === 0) {
    return <EmptyState title="Nenhum equipamento neste cronograma">{emptyText}</EmptyState>;
  }
  return (
    <div className="schedule-panel" aria-busy={grid.isPlaceholderData} data-ano={grid.data.ano}>
      <ScheduleLegend rows={grid.data.linhas} />
      <ScheduleGrid grid={grid.data} showContract={!query.contratoId} />
    </div>
  );
}
