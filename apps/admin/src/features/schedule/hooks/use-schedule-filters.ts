import { useSearchParams } from 'react-router';
import type { ScheduleQuery } from '../api/schedule.types';

export type ScheduleFilterName = 'ano' | 'contratoId' | 'setor' | 'periodicidade';

function yearFrom(value: string | null): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : new Date().getFullYear();
}

/**
 * The grid's contract, year and filters, kept in the address so that a view can
 * be shared, reloaded and opened as a print view. The year defaults to this one.
 */
export function useScheduleFilters() {
  const [params, setParams] = useSearchParams();
  const query: ScheduleQuery = {
    ano: yearFrom(params.get('ano')),
    contratoId: params.get('contratoId') || undefined,
    setor: params.get('setor') || undefined,
    periodicidade: params.get('periodicidade') || undefined,
  };

  const update = (changes: Partial<Record<ScheduleFilterName, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // Another contract has other sectors.
        if ('contratoId' in changes) next.delete('setor');
        return next;
      },
      { replace: true },
    );

  const filtered = Boolean(query.setor || query.periodicidade);
  const clearFilters = () => update({ setor: '', periodicidade: '' });

  return { query, params, update, filtered, clearFilters };
}
