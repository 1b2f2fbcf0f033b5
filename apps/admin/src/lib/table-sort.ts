import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

/** A list's order: a column's key and its direction. */
export interface Sort {
  key: string;
  direction: SortDirection;
}

/** `campo` or `-campo`: the form of `ordenar` in the address and in the API. */
export function sortToParam(sort: Sort): string {
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

export function sortFromParam(value: string | null | undefined): Sort | undefined {
  if (!value) return undefined;
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'desc' }
    : { key: value, direction: 'asc' };
}

/**
 * A list's sort, kept in the address as `ordenar` (like its filters, so a sorted view can be
 * shared and reloaded); `fallback` when absent (none: the order the API sends). A new sort
 * starts again from the first page.
 */
export function useSortParam(fallback: Sort): readonly [Sort, (next: Sort) => void];
export function useSortParam(fallback?: Sort): readonly [Sort | undefined, (next: Sort) => void];
export function useSortParam(fallback?: Sort) {
  const [params, setParams] = useSearchParams();
  const sort = sortFromParam(params.get('ordenar')) ?? fallback;
  const setSort = (next: Sort) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('ordenar', sortToParam(next));
      updated.delete('pagina');
      return updated;
    });
  return [sort, setSort] as const;
}

export type CellValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Sorts rows by one column's plain value, on the client (for lists the API sends whole). Empty values go last. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: ((row: Row) => CellValue) | undefined,
  direction: SortDirection,
): Row[] {
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const leftEmpty = left === null || left === undefined || left === '';
    const rightEmpty = right === null || right === undefined || right === '';
    if (leftEmpty || rightEmpty) return Number(leftEmpty) - Number(rightEmpty);
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * collator.compare(String(left), String(right));
  });
}
