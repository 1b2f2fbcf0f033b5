import { asOptions, SelectField } from '../../../components/select-field';
import { useClients } from '../../contracts/hooks/use-clients';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import { yearOptions } from '../../schedule/schedule-format';
import type { FluidReportQuery } from '../api/fluids.types';
import type { FluidFilterName } from '../hooks/use-fluid-filters';

interface FluidFiltersProps {
  query: FluidReportQuery;
  sectors: readonly string[];
  gases: readonly string[];
  onChange: (changes: Partial<Record<FluidFilterName, string>>) => void;
  onClear?: () => void;
}

export function FluidFilters({ query, sectors, gases, onChange, onClear }: FluidFiltersProps) {
  const clients = useClients();
  const { entries } = useContractDirectory();
  const client = clients.data?.find((entry) => entry.id === query.clienteId);
  // A client narrows the contracts to its own.
  const contracts = entries.filter((entry) => !client || entry.cliente === client.codigo);
  return (
    <form
      className="filters fluid-filters"
      role="search"
      aria-label="Filtrar os eventos de fluido"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Ano"
        name="ano"
        value={String(query.ano)}
        options={asOptions(yearOptions(query.ano))}
        onChange={(ano) => onChange({ ano })}
      />
      <SelectField
        label="Cliente"
        name="clienteId"
        value={query.clienteId ?? ''}
        allLabel="Toda a empresa"
        options={(clients.data ?? []).map((entry) => ({ value: entry.id, label: entry.nome }))}
        onChange={(clienteId) => onChange({ clienteId, contratoId: '' })}
      />
      <SelectField
        label="Contrato"
        name="contratoId"
        value={query.contratoId ?? ''}
        allLabel="Todos os contratos"
        options={contracts.map((entry) => ({
          value: entry.id,
          label: `${entry.codigo} — ${entry.clienteNome}`,
        }))}
        onChange={(contratoId) => onChange({ contratoId })}
      />
      <SelectField
        label="Setor"
        name="setor"
        value={query.setor ?? ''}
        allLabel="Todos os setores"
        options={asOptions(sectors)}
        onChange={(setor) => onChange({ setor })}
      />
      <SelectField
        label="Gás"
        name="tipoGas"
        value={query.tipoGas ?? ''}
        allLabel="Todos os gases"
        options={asOptions(gases)}
        onChange={(tipoGas) => onChange({ tipoGas })}
      />
      {onClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}
