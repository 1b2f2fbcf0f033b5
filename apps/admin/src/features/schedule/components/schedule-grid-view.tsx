import { EmptyState } from '../../../components/query-states';
import type { ScheduleGrid as Grid } from '../api/schedule.types';
import { ScheduleGrid } from './schedule-grid';
import { ScheduleLegend } from './schedule-legend';

interface ScheduleGridViewProps {
  grid: Grid;
  /** The whole company: each equipment says its contract. */
  showContract: boolean;
  /** What to say when no equipment matches. */
  emptyText: string;
  /** A newer grid is loading (the previous one stays on screen). */
  busy?: boolean;
}

/** A grid with its legend, live or frozen in an RGM; or why it is empty. */
export function ScheduleGridView({
  grid,
  showContract,
  emptyText,
  busy = false,
}: ScheduleGridViewProps) {
  if (grid.linhas.length === 0) {
    return <EmptyState title="Nenhum equipamento neste cronograma">{emptyText}</EmptyState>;
  }
  return (
    <div className="schedule-panel" aria-busy={busy} data-ano={grid.ano}>
      <ScheduleLegend rows={grid.linhas} />
      <ScheduleGrid grid={grid} showContract={showContract} />
    </div>
  );
}
