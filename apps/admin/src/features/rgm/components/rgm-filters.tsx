import { RGM_STATES } from '@campo/contracts';
import { FilterBar } from '../../../components/filter-bar';
import type { ListFilters } from '../../../lib/use-query-filters';
import { contractFilter } from '../../contracts/contract-options';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import type { RgmFilterName } from '../hooks/use-rgm-filters';
import { RGM_STATE_LABELS } from '../rgm-format';

interface RgmFiltersProps {
  filters: ListFilters<RgmFilterName>;
  contracts: readonly ContractEntry[];
}

export function RgmFilters({ filters, contracts }: RgmFiltersProps) {
  return (
    <FilterBar<RgmFilterName>
      label="Filtrar os RGMs"
      className="rgm-filters"
      filters={filters}
      fields={[
        contractFilter(contracts, 'Todos os contratos'),
        {
          name: 'estado',
          label: 'Estado',
          allLabel: 'Todos os estados',
          options: RGM_STATES.map((state) => ({ value: state, label: RGM_STATE_LABELS[state] })),
        },
      ]}
    />
  );
}
