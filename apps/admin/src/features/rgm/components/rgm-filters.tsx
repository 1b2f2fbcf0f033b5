import { RGM_STATES } from '@campo/contracts';
import { FilterBar } from '../../../components/filter-bar';
import type { FilterChanges } from '../../../lib/use-query-filters';
import type { RgmFilters as Filters } from '../api/rgm.api';
import { contractFilter } from '../../contracts/contract-options';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import type { RgmFilterName } from '../hooks/use-rgm-filters';
import { RGM_STATE_LABELS } from '../rgm-format';

interface RgmFiltersProps {
  filters: Filters;
  contracts: readonly ContractEntry[];
  onChange: (changes: FilterChanges<RgmFilterName>) => void;
  /** Shown as "Limpar filtros" when some filter is on. */
  onClear?: () => void;
}

export function RgmFilters({ filters, contracts, onChange, onClear }: RgmFiltersProps) {
  return (
    <FilterBar<RgmFilterName>
      label="Filtrar os RGMs"
      className="rgm-filters"
      values={filters}
      onChange={onChange}
      onClear={onClear}
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
