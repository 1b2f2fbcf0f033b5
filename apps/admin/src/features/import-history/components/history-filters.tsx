import { DateFilter } from '../../../components/filter-bar';
import { useEntities } from '../../entities/hooks/use-entities';
import { useTokens } from '../../ingestion-tokens/hooks/use-tokens';
import type { ImportFilters } from '../api/import-history.api';
import { TokenFilter } from './token-filter';

interface HistoryFiltersProps {
  filters: ImportFilters;
  onChange: (changes: Partial<Record<'entidade' | 'token' | 'desde' | 'ate', string>>) => void;
  /** Shown as "Limpar filtros" when some filter is on. */
  onClear?: () => void;
}

export function HistoryFilters({ filters, onChange, onClear }: HistoryFiltersProps) {
  const entities = useEntities();
  const tokens = useTokens();

  return (
    <form
      className="filters filters--grid"
      role="search"
      aria-label="Filtrar o histórico"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="field">
        <span>Entidade</span>
        <select
          name="entidade"
          value={filters.entidade ?? ''}
          onChange={(event) => onChange({ entidade: event.target.value })}
        >
          <option value="">Todas as entidades</option>
          {entities.data?.map((entity) => (
            <option key={entity.entidade} value={entity.entidade}>
              {entity.nome}
            </option>
          ))}
        </select>
      </label>
      <TokenFilter
        tokens={tokens.data ?? []}
        value={filters.token ?? ''}
        onChange={(token) => onChange({ token })}
      />
      <DateFilter
        label="De"
        name="desde"
        value={filters.desde ?? ''}
        max={filters.ate}
        onChange={(desde) => onChange({ desde })}
      />
      <DateFilter
        label="Até"
        name="ate"
        value={filters.ate ?? ''}
        min={filters.desde}
        onChange={(ate) => onChange({ ate })}
      />
      {onClear && (
        <button type="button" className="button button--ghost filters__clear" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}
