import { useSearchParams } from 'react-router';
import { withChanges } from './query-string';

/** Changes to a list's filters: a name and its new value, '' to remove it. */
export type FilterChanges<Name extends string> = Partial<Record<Name, string>>;

/**
 * A list's filters as its filter bar reads them: their values (`query`, read from the
 * address) and how to change them, as `useQueryFilters` gives them with the parsed query.
 */
export interface ListFilters<Name extends string> {
  query: Partial<Record<Name, string | number>>;
  update: (changes: FilterChanges<Name>) => void;
  filtered: boolean;
  clearFilters: () => void;
}

/**
 * A list's filters kept in the address, so a filtered view can be shared and reloaded:
 * `filters` are the names "Limpar filtros" clears and that make the list `filtered`. A change
 * replaces the history entry and starts again from the first page (see `withChanges`).
 */
export function useQueryFilters<Name extends string>(filters: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const update = (changes: FilterChanges<Name | 'pagina'> | Record<string, string>) =>
    setParams((current) => withChanges(current, changes), { replace: true });
  const filtered = filters.some((name) => params.get(name));
  const clearFilters = () => update(Object.fromEntries(filters.map((name) => [name, ''])));
  /** A parameter's value, undefined when absent or empty. */
  const value = (name: Name) => params.get(name) || undefined;
  return { params, value, update, filtered, clearFilters };
}
