import { RGM_STATES, type RgmState } from '@campo/contracts';
import { oneOf, pageFrom } from '../../../lib/query-string';
import { useQueryFilters } from '../../../lib/use-query-filters';
import type { RgmFilters } from '../api/rgm.api';

export type RgmFilterName = 'contratoId' | 'estado';

/** The RGM list's filters and page, kept in the address so a filtered view can be shared and reloaded. */
export function useRgmFilters() {
  const filters = useQueryFilters<RgmFilterName>(['contratoId', 'estado']);
  const { params, value } = filters;
  const query: RgmFilters = {
    contratoId: value('contratoId'),
    estado: oneOf<RgmState>(RGM_STATES, params.get('estado')),
    pagina: pageFrom(params.get('pagina')),
  };
  return { ...filters, query };
}
