import { useSearchParams } from 'react-router';
import { pageFrom } from '../../../lib/query-string';
import type { FluidEventQuery } from '../api/fluids.types';

export type FluidFilterName = 'ano' | 'setor' | 'tipoGas' | 'clienteId' | 'contratoId' | 'pagina';

function yearFrom(value: string | null): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : new Date().getFullYear();
}

/** Year, sector and gas (and the log's page), kept in the address; the year defaults to this one. */
export function useFluidFilters() {
  const [params, setParams] = useSearchParams();
  const query: FluidEventQuery = {
    ano: yearFrom(params.get('ano')),
    setor: params.get('setor') || undefined,
    tipoGas: params.get('tipoGas') || undefined,
    clienteId: params.get('clienteId') || undefined,
    contratoId: params.get('contratoId') || undefined,
    pagina: pageFrom(params.get('pagina')),
  };

  const update = (changes: Partial<Record<FluidFilterName, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // A new filter starts again from the first page.
        if (!('pagina' in changes)) next.delete('pagina');
        return next;
      },
      { replace: true },
    );

  const { pagina: _pagina, ...report } = query;
  const filtered = Boolean(query.setor || query.tipoGas || query.clienteId || query.contratoId);
  const clearFilters = () => update({ setor: '', tipoGas: '', clienteId: '', contratoId: '' });
  /** The filters without the page, for links between the report, its print view and the log. */
  const search = new URLSearchParams(params);
  search.delete('pagina');

  return { query, report, update, filtered, clearFilters, search: search.toString() };
}
