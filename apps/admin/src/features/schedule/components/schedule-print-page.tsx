import { PrintSheet } from '../../../components/print-sheet';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { useScheduleFilters } from '../hooks/use-schedule-filters';
import { useScheduleGrid } from '../hooks/use-schedule-grid';
import { filtersLabel, scopeLabel } from '../schedule-scope';
import { ScheduleGridPanel } from './schedule-grid-panel';

/** The grid on its own, for paper: A4 landscape, the header repeated on every page. */
export function SchedulePrintPage() {
  const { empresa } = useCurrentSession();
  const { query, params } = useScheduleFilters();
  const directory = useContractDirectory();
  const grid = useScheduleGrid(query);
  const contract = query.contratoId ? directory.byId.get(query.contratoId) : undefined;
  const filters = filtersLabel(query);
  const ready = grid.isSuccess && (!query.contratoId || directory.contracts.isSuccess);

  return (
    <PrintSheet
      company={empresa.nome}
      title={`Cronograma anual de manutenção ${query.ano}`}
      subtitle={[scopeLabel(query, contract), filters].filter(Boolean).join(' · ')}
      back={{ to: `/cronograma?${params.toString()}`, label: 'Cronograma' }}
      ready={ready}
    >
      <ScheduleGridPanel query={query} emptyText="Nenhum equipamento neste cronograma." />
    </PrintSheet>
  );
}
