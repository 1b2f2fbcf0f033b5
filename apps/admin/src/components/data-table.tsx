import { type ComponentProps, Fragment, type ReactNode } from 'react';
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
  /**
   * What the cell is in the row's card on a phone (below 720 px): its `title` (first line,
   * left), its `state` (a badge on the first line, right), a labelled `fact` (one line each),
   * `actions` (a line of buttons) or `hidden`. Default: the first column is the title (unless
   * another column is), the others are facts.
   */
  card?: CardRole;
}

/** A full-width row under a row, with attributes of its own. */
export interface RowDetail {
  content: ReactNode;
  props?: RowAttributes;
}

/** Where a column's cell stands in a row's card on a phone. */
export type CardRole = 'title' | 'state' | 'fact' | 'actions' | 'hidden';

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
  /**
   * Full-width rows under a row: an open edit form (a `table__row--form`), or a list of rows
   * with attributes of their own (a note, then the form). Nothing when null, false or [].
   */
  rowDetail?: (row: Row) => ReactNode | readonly RowDetail[];
  /** A total line at the foot: a cell per column key (the first one's is the line's name). */
  footer?: Partial<Record<string, ReactNode>>;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const DIRECTION_LABEL = { asc: 'crescente', desc: 'decrescente' } as const;

function detailRows(detail: ReactNode | readonly RowDetail[]): readonly RowDetail[] {
  if (Array.isArray(detail)) return detail as readonly RowDetail[];
  return detail === null || detail === undefined || detail === false
    ? []
    : [{ content: detail as ReactNode }];
}

/** Each column's place in the card: the first column is the title unless another one is. */
function cardRoles<Row>(columns: readonly DataColumn<Row>[]): CardRole[] {
  const titled = columns.some((column) => column.card === 'title');
  return columns.map((column, index) => column.card ?? (index === 0 && !titled ? 'title' : 'fact'));
}

function cellClasses<Row>(column: DataColumn<Row>) {
  return [column.numeric && 'num', column.className].filter(Boolean).join(' ') || undefined;
}

function isSortable<Row>(column: DataColumn<Row>) {
  return column.sortable ?? column.value !== undefined;
}

/**
 * A list's table whose headers sort it: a click sorts by the column, a second click reverses
 * it (the header says the order to screen readers with `aria-sort`). It scrolls inside its own
 * box with the first (key) column in view (see `.table-wrap` in styles.css). Sorting happens
 * wherever the rows come from: the caller sorts (on the server for a paged list, with
 * `sortRows` for a whole one) and passes the sorted rows.
 *
 * Below 720 px each row is a card (`table--cards` in styles.css): the title and the state
 * on the first line, then each fact under its label, so a phone never scrolls sideways to
 * read a row's state. Each column says what it is in the card (`card`).
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
  rowDetail,
  footer,
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
  const roles = cardRoles(columns);

  return (
    <div className="table-wrap">
      <table className={['table table--cards', className].filter(Boolean).join(' ')}>
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
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={cellClasses(column)}
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
          {rows.map((row) => {
            const details = detailRows(rowDetail?.(row));
            return (
              <Fragment key={rowKey(row)}>
                <tr {...rowProps?.(row)}>
                  {columns.map((column, index) => (
                    <td
                      key={column.key}
                      className={cellClasses(column)}
                      data-label={column.label}
                      data-card={roles[index]}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {details.map(({ content, props }, index) => (
                  <tr key={index} className="table__row--form" {...props}>
                    <td colSpan={columns.length}>{content}</td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" data-card="title">
                    {footer[column.key]}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cellClasses(column)}
                    data-label={column.label}
                    data-card={footer[column.key] === undefined ? 'hidden' : 'fact'}
                  >
                    {footer[column.key]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
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

/** A total line (DataTable's `footer`) of the columns' own cells over a total shaped as a row. */
export function footerOf<Row>(
  columns: readonly DataColumn<Row>[],
  total: Row,
): Partial<Record<string, ReactNode>> {
  return Object.fromEntries(columns.map((column) => [column.key, column.cell(total)]));
}

/** The row's buttons: the last column, with a header only screen readers hear. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): DataColumn<Row> {
  return {
    key: 'acoes',
    label: 'Ações',
    header: <span className="visually-hidden">Ações</span>,
    className: 'table__actions',
    card: 'actions',
    cell,
  };
}
