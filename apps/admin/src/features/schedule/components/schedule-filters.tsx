import { FilterBar } from '../../../components/filter-bar';
import { asOptions } from '../../../components/select-field';
import type { ListFilters } from '../../../lib/use-query-filters';
import { contractFilter } from '../../contracts/contract-options';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import type { ScheduleQuery } from '../api/schedule.types';
import type { ScheduleFilterName } from '../hooks/use-schedule-filters';
import { PERIODICITY_ENTRIES, yearOptions } from '../schedule-format';

interface ScheduleFiltersProps {
  /** The grid's filters; "Limpar filtros" clears the sector and periodicity. */
  filters: ListFilters<ScheduleFilterName> & { query: ScheduleQuery };
  contracts: readonly ContractEntry[];
  /** The sectors of the chosen contract (or the company). */
  sectors: readonly string[];
}

export function ScheduleFilters({ filters, contracts, sectors }: ScheduleFiltersProps) {
  return (
    <FilterBar<ScheduleFilterName>
      label="Escolher o cronograma"
      className="schedule-filters"
      filters={filters}
      fields={[
        // Another contract has other sectors.
        { ...contractFilter(contracts, 'Toda a empresa'), clears: ['setor'] },
        { name: 'ano', label: 'Ano', options: asOptions(yearOptions(filters.query.ano)) },
        {
          name: 'setor',
          label: 'Setor',
          allLabel: 'Todos os setores',
          options: asOptions(sectors),
        },
        {
          name: 'periodicidade',
          label: 'Periodicidade',
          allLabel: 'Todas',
          options: PERIODICITY_ENTRIES.map((entry) => ({
            value: entry.code,
            label: `${entry.code} — ${entry.label}`,
          })),
        },
      ]}
    />
  );
}
