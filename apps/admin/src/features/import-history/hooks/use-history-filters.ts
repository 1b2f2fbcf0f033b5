import { useSearchParams } from 'react-router';
import { pageFrom, withChanges } from '../../../lib/query-string';
import type { ImportFilters } from '../api/import-history.api';

export const HISTORY_PAGE_SIZE = 25;

type FilterName = 'entidade' | 'token' | 'desde' | 'ate';
const FILTER_NAMES: readonly FilterName[] = ['entidade', 'token', 'desde', 'ate'];

/** The history's filters and page, kept in the address so that a filtered view can be shared and reloaded. */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ImportFilters = {
    ...Object.fromEntries(
      FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
    ),
    pagina: pageFrom(params.get('pagina')),
    porPagina: HISTORY_PAGE_SIZE,
  };

  // A new filter starts again from the first page.
  const update = (changes: Partial<Record<FilterName | 'pagina', string>>) =>
    setParams((current) => withChanges(current, changes));

  const active = FILTER_NAMES.some((name) => params.get(name));
  const clear = () => setParams(new URLSearchParams());

  return { filters, update, active, clear };
}
