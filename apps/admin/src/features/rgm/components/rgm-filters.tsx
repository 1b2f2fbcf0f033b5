import { RGM_STATES } from '@campo/contracts';
import type { RgmFilters as Filters } from '../api/rgm.api';
import { SelectField } from '../../../components/select-field';
import { contractOptions } from '../../contracts/contract-options';
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
      <SelectField
        label="Contrato"
        name="contratoId"
        value={filters.contratoId ?? ''}
        allLabel="Todos os contratos"
        options={contractOptions(contracts)}
        onChange={(contratoId) => onChange({ contratoId })}
      />
      <SelectField
        label="Estado"
        name="estado"
        value={filters.estado ?? ''}
        allLabel="Todos os estados"
        options={RGM_STATES.map((state) => ({ value: state, label: RGM_STATE_LABELS[state] }))}
        onChange={(estado) => onChange({ estado })}
      />
      {onClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}
