import { ORDER_STATES } from '@campo/contracts';
import { FilterBar } from '../../../components/filter-bar';
import type { ListFilters } from '../../../lib/use-query-filters';
import { contractFilter } from '../../contracts/contract-options';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import type { OrderFilterName } from '../hooks/use-order-filters';
import { useTechnicians } from '../hooks/use-orders';
import { stateLabel } from '../order-format';

const ORDERINGS = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'antigas', label: 'Mais antigas' },
  { value: 'prazo', label: 'Prazo mais próximo' },
];

/** Where orders stand against their clock (the server's one definition of late). */
const OUTCOMES = [
  { value: 'atrasada', label: 'Atrasadas' },
  { value: 'no_prazo', label: 'No prazo ou no horário' },
  { value: 'em_aberto', label: 'Prazo correndo' },
  { value: 'sem_meta', label: 'Sem prazo' },
];

export function OrderFilters({ filters }: { filters: ListFilters<OrderFilterName> }) {
  const { entries } = useContractDirectory();
  const technicians = useTechnicians();
  return (
    <FilterBar<OrderFilterName>
      label="Filtrar as ordens de serviço"
      className="filters--grid"
      filters={filters}
      fields={[
        {
          name: 'busca',
          label: 'Buscar',
          kind: 'search',
          placeholder: 'Código, equipamento, cliente, descrição…',
        },
        {
          name: 'situacao',
          label: 'Situação',
          allLabel: 'Todas',
          options: ORDER_STATES.map((state) => ({ value: state, label: stateLabel(state) })),
        },
        {
          name: 'tecnicoId',
          label: 'Técnico',
          allLabel: 'Todos',
          options: (technicians.data ?? []).map((t) => ({ value: t.id, label: t.nome })),
        },
        contractFilter(entries, 'Todos'),
        { name: 'resultado', label: 'Prazo', allLabel: 'Todos', options: OUTCOMES },
        { name: 'desde', label: 'Aberta desde', kind: 'date' },
        { name: 'ate', label: 'Até', kind: 'date' },
        { name: 'ordem', label: 'Ordenar por', options: ORDERINGS, fallback: 'recentes' },
      ]}
    />
  );
}
