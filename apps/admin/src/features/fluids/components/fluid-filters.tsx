import { FilterBar } from '../../../components/filter-bar';
import { asOptions } from '../../../components/select-field';
import type { FilterChanges } from '../../../lib/use-query-filters';
import { useClients } from '../../contracts/hooks/use-clients';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { yearOptions } from '../../schedule/schedule-format';
import type { FluidReportQuery } from '../api/fluids.types';
import type { FluidFilterName } from '../hooks/use-fluid-filters';

interface FluidFiltersProps {
  query: FluidReportQuery;
  sectors: readonly string[];
  gases: readonly string[];
  onChange: (changes: FilterChanges<FluidFilterName>) => void;
  onClear?: () => void;
}

export function FluidFilters({ query, sectors, gases, onChange, onClear }: FluidFiltersProps) {
  const clients = useClients();
  const { entries } = useContractDirectory();
  const client = clients.data?.find((entry) => entry.id === query.clienteId);
  // A client narrows the contracts to its own.
  const contracts = entries.filter((entry) => !client || entry.cliente === client.codigo);
  return (
    <FilterBar<FluidFilterName>
      label="Filtrar os eventos de fluido"
      className="fluid-filters"
      values={query}
      onChange={onChange}
      onClear={onClear}
      fields={[
        { name: 'ano', label: 'Ano', options: asOptions(yearOptions(query.ano)) },
        {
          name: 'clienteId',
          label: 'Cliente',
          allLabel: 'Toda a empresa',
          options: (clients.data ?? []).map((entry) => ({ value: entry.id, label: entry.nome })),
          clears: ['contratoId'],
        },
        {
          name: 'contratoId',
          label: 'Contrato',
          allLabel: 'Todos os contratos',
          options: contracts.map((entry) => ({
            value: entry.id,
            label: `${entry.codigo} — ${entry.clienteNome}`,
          })),
        },
        {
          name: 'setor',
          label: 'Setor',
          allLabel: 'Todos os setores',
          options: asOptions(sectors),
        },
        { name: 'tipoGas', label: 'Gás', allLabel: 'Todos os gases', options: asOptions(gases) },
      ]}
    />
  );
}
