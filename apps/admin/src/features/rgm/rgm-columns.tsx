import type { DataColumn } from '../../components/data-table';
import { formatNumber } from '../../lib/format';
import { formatHours, formatKm, formatPercent } from './rgm-format';

type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;
type HoursKey<Row> = {
  [K in keyof Row]: Row[K] extends number | null ? K : never;
}[keyof Row] &
  string;

/** A count (chamados, corretivos…), right-aligned. */
export function countColumn<Row>(key: NumberKey<Row>, label: string): DataColumn<Row> {
  return { key, label, numeric: true, cell: (row) => formatNumber(row[key] as number) };
}

/** Hours (MTTR, restore time), or a dash when none. */
export function hoursColumn<Row>(key: HoursKey<Row>, label: string): DataColumn<Row> {
  return {
    key,
    label,
    numeric: true,
    className: 'nowrap',
    cell: (row) => formatHours(row[key] as number | null),
  };
}

/** Kilometres driven. */
export function kmColumn<Row extends { km: number }>(): DataColumn<Row> {
  return {
    key: 'km',
    label: 'Km',
    numeric: true,
    className: 'nowrap',
    cell: (row) => formatKm(row.km),
  };
}

interface SlaFigures {
  slaPercentual: number | null;
  ordensComMeta?: number;
  ordensNoPrazo?: number;
}

/** The SLA met, with its part and whole ("12 de 15") where the row has them. */
export function slaColumn<Row extends SlaFigures>(label = '% SLA'): DataColumn<Row> {
  return {
    key: 'sla',
    label,
    numeric: true,
    className: 'nowrap',
    cell: (row) => (
      <>
        {formatPercent(row.slaPercentual)}
        {row.ordensComMeta !== undefined && row.ordensComMeta > 0 && (
          <span className="table__sub">
            {formatNumber(row.ordensNoPrazo ?? 0)} de {formatNumber(row.ordensComMeta)}
          </span>
        )}
      </>
    ),
  };
}
