import { useState } from 'react';
import { EmptyState } from '../../../components/query-states';
import type { ScheduleGrid as Grid, ScheduleRow } from '../api/schedule.types';
import { ScheduleCellDialog } from './schedule-cell-dialog';
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
  /** Cells open their detail (a live grid; a frozen one shows as it was). */
  cellDetail?: boolean;
}

type OpenCell = { row: ScheduleRow; month: number; opener: HTMLButtonElement } | null;

/** A grid with its legend, live or frozen in an RGM; or why it is empty. */
export function ScheduleGridView({
  grid,
  showContract,
  emptyText,
  busy = false,
  cellDetail = false,
}: ScheduleGridViewProps) {
  const [open, setOpen] = useState<OpenCell>(null);
  if (grid.linhas.length === 0) {
    return <EmptyState title="Nenhum equipamento neste cronograma">{emptyText}</EmptyState>;
  }
  return (
    <div className="schedule-panel" aria-busy={busy} data-ano={grid.ano}>
      <ScheduleLegend rows={grid.linhas} />
      <ScheduleGrid
        grid={grid}
        showContract={showContract}
        onOpenCell={
          cellDetail ? (row, month, opener) => setOpen({ row, month, opener }) : undefined
        }
      />
      {open && (
        <ScheduleCellDialog
          row={open.row}
          ano={grid.ano}
          month={open.month}
          opener={open.opener}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
