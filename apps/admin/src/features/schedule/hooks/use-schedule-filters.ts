import { yearFrom } from '../../../lib/query-string';
import { useQueryFilters } from '../../../lib/use-query-filters';
import type { ScheduleQuery } from '../api/schedule.types';

export type ScheduleFilterName = 'ano' | 'contratoId' | 'setor' | 'periodicidade';

/**
 * The grid's contract, year and filters, kept in the address so that a view can
 * be shared, reloaded and opened as a print view. The year defaults to this one.
 */
export function useScheduleFilters() {
  const filters = useQueryFilters<ScheduleFilterName>(['setor', 'periodicidade']);
  const { params, value } = filters;
  const query: ScheduleQuery = {
    ano: yearFrom(params.get('ano')),
    contratoId: value('contratoId'),
    setor: value('setor'),
    periodicidade: value('periodicidade'),
  };
  return { ...filters, query };
}
