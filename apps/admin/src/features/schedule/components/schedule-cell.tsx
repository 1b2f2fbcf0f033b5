import type { ScheduleCell as Cell } from '../api/schedule.types';
import { CELL_MEANINGS, cellMeaningText, MONTHS, monthName } from '../schedule-format';

/** The characters that tell the kinds apart without colour; planned is its colour alone. */
const MARKS: Partial<Record<Cell, string>> = { executado: '✓', parcial: '½', atrasado: '!' };

/** The mark inside a cell: ✓ executed, ½ partial, ! overdue, a dot for none. */
export function CellMark({ cell }: { cell: Cell }) {
  if (cell === 'nenhum') return <span className="schedule-cell__dot" aria-hidden="true" />;
  const mark = MARKS[cell];
  return mark ? (
    <span className="schedule-cell__mark" aria-hidden="true">
      {mark}
    </span>
  ) : null;
}

interface ScheduleCellProps {
  cell: Cell;
  /** 0 = January. */
  month: number;
  /** A preventive order was generated for the month's occurrence (shown until it is executed). */
  withOrder?: boolean;
  /** The equipment's code, to name the cell's button. */
  equipment?: string;
  /** Opens the cell's detail (live grids only); the cell becomes a button. */
  onOpen?: (opener: HTMLButtonElement) => void;
}

/**
 * One month of one equipment; the tooltip says what the colour means. In a live
 * grid the cell is a button (click, Enter or Space) that opens why it shows what
 * it shows.
 */
export function ScheduleCell({ cell, month, withOrder, equipment, onOpen }: ScheduleCellProps) {
  const meaning = CELL_MEANINGS[cell];
  const order = withOrder && cell !== 'executado';
  const title = `${monthName(month)} · ${cellMeaningText(cell)}${order ? ' Ordem de serviço aberta.' : ''}`;
  const label = `${meaning.label}${order ? ', com ordem de serviço aberta' : ''}`;
  const mark = (
    <>
      <CellMark cell={cell} />
      {order && (
        <span className="schedule-cell__order" aria-hidden="true">
          OS
        </span>
      )}
    </>
  );
  return (
    <td
      className={`schedule-cell schedule-cell--${cell}`}
      data-cell={cell}
      data-ordem={order ? 'planejada' : undefined}
      data-mes={month + 1}
      title={title}
    >
      {onOpen ? (
        <button
          type="button"
          className="schedule-cell__button"
          aria-haspopup="dialog"
          aria-label={`${equipment ?? ''} ${MONTHS[month]}: ${label}. Ver detalhes`.trim()}
          onClick={(event) => onOpen(event.currentTarget)}
        >
          {mark}
        </button>
      ) : (
        <>
          {mark}
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </td>
  );
}
