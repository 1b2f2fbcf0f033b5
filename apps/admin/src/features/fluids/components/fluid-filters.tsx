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
  const withChosen = (options: readonly string[], chosen?: string) =>
    chosen && !options.includes(chosen) ? [chosen, ...options] : options;
  return (
    <form
      className="filters fluid-filters"
      role="search"
      aria-label="Filtrar os eventos de fluido"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="field">
        <span>Ano</span>
        <select
          name="ano"
          value={query.ano}
          onChange={(event) => onChange({ ano: event.target.value })}
        >
          {yearOptions(query.ano).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Setor</span>
        <select
          name="setor"
          value={query.setor ?? ''}
          onChange={(event) => onChange({ setor: event.target.value })}
        >
          <option value="">Todos os setores</option>
          {withChosen(sectors, query.setor).map((sector) => (
            <option key={sector} value={sector}>
              {sector}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Gás</span>
        <select
          name="tipoGas"
          value={query.tipoGas ?? ''}
          onChange={(event) => onChange({ tipoGas: event.target.value })}
        >
          <option value="">Todos os gases</option>
          {withChosen(gases, query.tipoGas).map((gas) => (
            <option key={gas} value={gas}>
              {gas}
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
