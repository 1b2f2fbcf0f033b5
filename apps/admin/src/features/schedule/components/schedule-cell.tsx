import type { ScheduleCell as Cell } from '../api/schedule.types';
import { CELL_MEANINGS, MONTHS } from '../schedule-format';

/** The mark inside a cell: ✓ executed, ! overdue, a dot for none; planned is its colour alone. */
export function CellMark({ cell }: { cell: Cell }) {
  if (cell === 'executado')
    return (
      <span className="schedule-cell__mark" aria-hidden="true">
        ✓
      </span>
    );
  if (cell === 'atrasado')
    return (
      <span className="schedule-cell__mark" aria-hidden="true">
        !
      </span>
    );
  if (cell === 'nenhum') return <span className="schedule-cell__dot" aria-hidden="true" />;
  return null;
}

interface ScheduleCellProps {
  cell: Cell;
  /** 0 = January. */
  month: number;
}

/** One month of one equipment; the tooltip says what the colour means. */
export function ScheduleCell({ cell, month }: ScheduleCellProps) {
  const meaning = CELL_MEANINGS[cell];
  return (
    <td
      className={`schedule-cell schedule-cell--${cell}`}
      data-cell={cell}
      title={`${MONTHS[month]}: ${meaning.description}`}
    >
      <CellMark cell={cell} />
      <span className="visually-hidden">{meaning.label}</span>
    </td>
  );
}
