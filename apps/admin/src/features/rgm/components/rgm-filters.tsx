import { RGM_STATES } from '@campo/contracts';
import type { RgmFilters as Filters } from '../api/rgm.api';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import { RGM_STATE_LABELS } from '../rgm-format';

interface RgmFiltersProps {
  filters: Filters;
  contracts: readonly ContractEntry[];
  onChange: (changes: Partial<Record<'contratoId' | 'estado', string>>) => void;
  /** Shown as "Limpar filtros" when some filter is on. */
  onClear?: () => void;
}

export function RgmFilters({ filters, contracts, onChange, onClear }: RgmFiltersProps) {
  return (
    <form
      className="filters rgm-filters"
      role="search"
      aria-label="Filtrar os RGMs"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="field">
        <span>Contrato</span>
        <select
          name="contratoId"
          value={filters.contratoId ?? ''}
          onChange={(event) => onChange({ contratoId: event.target.value })}
        >
          <option value="">Todos os contratos</option>
          {contracts.map((contract) => (
            <option key={contract.id} value={contract.id}>
              {contract.codigo} — {contract.clienteNome}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Estado</span>
        <select
          name="estado"
          value={filters.estado ?? ''}
          onChange={(event) => onChange({ estado: event.target.value })}
        >
          <option value="">Todos os estados</option>
          {RGM_STATES.map((state) => (
            <option key={state} value={state}>
              {RGM_STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      {onClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}
