import { pageFrom, yearFrom } from '../../../lib/query-string';
import { useQueryFilters } from '../../../lib/use-query-filters';
import type { FluidEventQuery } from '../api/fluids.types';

export type FluidFilterName = 'ano' | 'setor' | 'tipoGas' | 'clienteId' | 'contratoId' | 'pagina';

/** Year, sector and gas (and the log's page), kept in the address; the year defaults to this one. */
export function useFluidFilters() {
  const filters = useQueryFilters<FluidFilterName>(['setor', 'tipoGas', 'clienteId', 'contratoId']);
  const { params, value } = filters;
  const query: FluidEventQuery = {
    ano: yearFrom(params.get('ano')),
    setor: value('setor'),
    tipoGas: value('tipoGas'),
    clienteId: value('clienteId'),
    contratoId: value('contratoId'),
    pagina: pageFrom(params.get('pagina')),
  };

  const { pagina: _pagina, ...report } = query;
  /** The filters without the page, for links between the report, its print view and the log. */
  const search = new URLSearchParams(params);
  search.delete('pagina');

  return { ...filters, query, report, search: search.toString() };
}
