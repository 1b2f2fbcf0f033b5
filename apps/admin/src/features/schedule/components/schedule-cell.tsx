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
  /** A preventive order was generated for the month's occurrence (shown until it is executed). */
  withOrder?: boolean;
}

/** One month of one equipment; the tooltip says what the colour means. */
export function ScheduleCell({ cell, month, withOrder }: ScheduleCellProps) {
  const meaning = CELL_MEANINGS[cell];
  const order = withOrder && cell !== 'executado';
  return (
    <td
      className={`schedule-cell schedule-cell--${cell}`}
      data-cell={cell}
      data-ordem={order ? 'planejada' : undefined}
      title={`${MONTHS[month]}: ${meaning.description}${order ? ' Ordem de serviço aberta.' : ''}`}
    >
      <CellMark cell={cell} />
      {order && (
        <span className="schedule-cell__order" aria-hidden="true">
          OS
        </span>
      )}
      <span className="visually-hidden">
        {meaning.label}
        {order ? ', com ordem de serviço aberta' : ''}
      </span>
    </td>
  );
}
