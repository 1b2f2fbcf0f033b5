import { RGM_STATES, type RgmState } from '@campo/contracts';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../lib/query-string';
import type { RgmFilters } from '../api/rgm.api';

type FilterName = 'contratoId' | 'estado';

function stateFrom(value: string | null): RgmState | undefined {
  return RGM_STATES.find((state) => state === value);
}

/** The RGM list's filters and page, kept in the address so a filtered view can be shared and reloaded. */
export function useRgmFilters() {
  const [params, setParams] = useSearchParams();
  const filters: RgmFilters = {
    contratoId: params.get('contratoId') || undefined,
    estado: stateFrom(params.get('estado')),
    pagina: pageFrom(params.get('pagina')),
  };

  const update = (changes: Partial<Record<FilterName | 'pagina', string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      // A new filter starts again from the first page.
      if (!('pagina' in changes)) next.delete('pagina');
      return next;
    });

  const active = Boolean(filters.contratoId || filters.estado);
  const clear = () => setParams(new URLSearchParams());

  return { filters, update, active, clear };
}
