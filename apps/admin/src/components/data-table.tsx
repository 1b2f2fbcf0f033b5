import type { ComponentProps, ReactNode } from 'react';
import type { ExportColumn } from '../lib/table-export';
import type { CellValue, Sort, SortDirection } from '../lib/table-sort';

type RowAttributes = ComponentProps<'tr'> & { [data: `data-${string}`]: string | undefined };

/** One column of a DataTable. */
export interface DataColumn<Row> {
  /** The column's name in the sort (`ordenar`): a field the API sorts by, for paged lists. */
  key: string;
  /** The header's text, also the exported column's. */
  label: string;
  /** What the header shows instead of the label (an abbreviation, say). */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The plain value, for sorting on the client and for exports; none: neither. */
  value?: (row: Row) => CellValue;
  /** What the export writes when it differs from the sort value (a date as read, not ISO). */
  exportValue?: (row: Row) => CellValue;
  /** False: a column with a value that still cannot be sorted (the API cannot sort it). */
  sortable?: boolean;
  /** The direction a first click sorts in: `desc` suits dates and counts. */
  firstDirection?: SortDirection;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Classes of the column's cells. */
  className?: string;
}

interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The current order; headers are plain text without it. */
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  /** Attributes of each row (a class, `data-*`). */
  rowProps?: (row: Row) => RowAttributes;
  /** Classes of the table besides `table`. */
  className?: string;
  caption?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const DIRECTION_LABEL = { asc: 'crescente', desc: 'decrescente' } as const;

function isSortable<Row>(column: DataColumn<Row>) {
  return column.sortable ?? column.value !== undefined;
}

/**
 * A list's table whose headers sort it: a click sorts by the column, a second click reverses
 * it (the header says the order to screen readers with `aria-sort`). It scrolls inside its own
 * box with the first (key) column in view (see `.table-wrap` in styles.css). Sorting happens
 * wherever the rows come from: the caller sorts (on the server for a paged list, with
 * `sortRows` for a whole one) and passes the sorted rows.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  rowProps,
  className,
  caption,
}: DataTableProps<Row>) {
  const sortBy = (column: DataColumn<Row>) => {
    if (!onSortChange) return;
    const direction: SortDirection =
      sort?.key === column.key
        ? sort.direction === 'asc'
          ? 'desc'
          : 'asc'
        : (column.firstDirection ?? 'asc');
    onSortChange({ key: column.key, direction });
  };
  const sorted = sort && columns.find((column) => column.key === sort.key);

  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'}>
        {(caption || sorted) && (
          <caption className="visually-hidden">
            {caption}
            {sorted && sort && ` Ordenada por ${sorted.label}, ${DIRECTION_LABEL[sort.direction]}.`}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => {
              const current = sort?.key === column.key ? sort.direction : undefined;
              const classes = [column.numeric && 'num', column.className].filter(Boolean).join(' ');
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={classes || undefined}
                  aria-sort={current ? ARIA_SORT[current] : undefined}
                >
                  {onSortChange && isSortable(column) ? (
                    <button
                      type="button"
                      className="sort-button"
                      data-sort={current}
                      onClick={() => sortBy(column)}
                    >
                      {column.header ?? column.label}
                      <span className="sort-button__icon" aria-hidden="true" />
                    </button>
                  ) : (
                    (column.header ?? column.label)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => {
                const classes = [column.numeric && 'num', column.className]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={column.key} className={classes || undefined}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The columns of a table that have a plain value, as an export's columns. */
export function exportColumns<Row>(columns: readonly DataColumn<Row>[]): ExportColumn<Row>[] {
  return columns.flatMap((column) =>
    column.value ? [{ label: column.label, value: column.exportValue ?? column.value }] : [],
  );
}
