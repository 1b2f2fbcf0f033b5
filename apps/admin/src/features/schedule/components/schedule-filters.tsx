import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import type { ScheduleQuery } from '../api/schedule.types';
import type { ScheduleFilterName } from '../hooks/use-schedule-filters';
import { PERIODICITIES, yearOptions } from '../schedule-format';

interface ScheduleFiltersProps {
  query: ScheduleQuery;
  contracts: readonly ContractEntry[];
  /** The sectors of the chosen contract (or the company). */
  sectors: readonly string[];
  onChange: (changes: Partial<Record<ScheduleFilterName, string>>) => void;
  /** Shown as "Limpar filtros" when a sector or periodicity is chosen. */
  onClear?: () => void;
}

export function ScheduleFilters({
  query,
  contracts,
  sectors,
  onChange,
  onClear,
}: ScheduleFiltersProps) {
  return (
    <form
      className="filters schedule-filters"
      role="search"
      aria-label="Escolher o cronograma"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="field">
        <span>Contrato</span>
        <select
          name="contratoId"
          value={query.contratoId ?? ''}
          onChange={(event) => onChange({ contratoId: event.target.value })}
        >
          <option value="">Toda a empresa</option>
          {contracts.map((contract) => (
            <option key={contract.id} value={contract.id}>
              {contract.codigo} — {contract.clienteNome}
            </option>
          ))}
        </select>
      </label>
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
          {query.setor && !sectors.includes(query.setor) && (
            <option value={query.setor}>{query.setor}</option>
          )}
          {sectors.map((sector) => (
            <option key={sector} value={sector}>
              {sector}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Periodicidade</span>
        <select
          name="periodicidade"
          value={query.periodicidade ?? ''}
          onChange={(event) => onChange({ periodicidade: event.target.value })}
        >
          <option value="">Todas</option>
          {PERIODICITIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.code} — {entry.label}
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
