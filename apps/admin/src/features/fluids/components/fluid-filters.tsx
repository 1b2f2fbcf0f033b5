import { asOptions, SelectField } from '../../../components/select-field';
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
