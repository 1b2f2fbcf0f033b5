import { formatNumber } from '../../../lib/format';
import type { ScheduleCell, ScheduleRow } from '../api/schedule.types';
import {
  CELL_KINDS,
  CELL_MEANINGS,
  cellMeaningText,
  periodicityCodes,
  periodicityLabel,
  PERIODICITY_ENTRIES,
} from '../schedule-format';
import { CellMark } from './schedule-cell';

/** How many cells of each kind the grid has. */
function countCells(rows: readonly ScheduleRow[]) {
  const counts = Object.fromEntries(CELL_KINDS.map((kind) => [kind, 0])) as Record<
    ScheduleCell,
    number
  >;
  for (const row of rows) for (const cell of row.meses) counts[cell] += 1;
  return counts;
}

/** What each colour and mark means (with how many cells have it), and the codes in use. */
export function ScheduleLegend({ rows }: { rows: readonly ScheduleRow[] }) {
  const counts = countCells(rows);
  const inUse = new Set(rows.flatMap((row) => periodicityCodes(row.periodicidade)));
  const codes = PERIODICITY_ENTRIES.filter((entry) => inUse.has(entry.code));

  return (
    <div className="schedule-legend" aria-label="Legenda do cronograma" role="group">
      <ul className="schedule-legend__cells">
        {CELL_KINDS.map((kind) => (
          <li key={kind} data-legend={kind} title={cellMeaningText(kind)}>
            <span
              className={`schedule-cell schedule-cell--${kind} schedule-legend__swatch`}
              aria-hidden="true"
            >
              <CellMark cell={kind} />
            </span>
            <span>
              <span className="schedule-legend__label">{CELL_MEANINGS[kind].label}</span>{' '}
              <span className="schedule-legend__count">{formatNumber(counts[kind])}</span>
            </span>
          </li>
        ))}
      </ul>
      {codes.length > 0 && (
        <p className="schedule-legend__codes">
          <span className="schedule-legend__label">Periodicidade:</span>{' '}
          {codes.map((entry, index) => (
            <span key={entry.code}>
              {index > 0 && ' · '}
              <strong>{entry.code}</strong> {periodicityLabel(entry.code).toLowerCase()}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
