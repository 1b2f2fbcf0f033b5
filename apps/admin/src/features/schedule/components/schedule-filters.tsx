import { asOptions, SelectField } from '../../../components/select-field';
import { contractOptions } from '../../contracts/contract-options';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import type { ScheduleQuery } from '../api/schedule.types';
import type { ScheduleFilterName } from '../hooks/use-schedule-filters';
import { PERIODICITY_ENTRIES, yearOptions } from '../schedule-format';

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
      <SelectField
        label="Contrato"
        name="contratoId"
        value={query.contratoId ?? ''}
        allLabel="Toda a empresa"
        options={contractOptions(contracts)}
        onChange={(contratoId) => onChange({ contratoId })}
      />
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
        label="Periodicidade"
        name="periodicidade"
        value={query.periodicidade ?? ''}
        allLabel="Todas"
        options={PERIODICITY_ENTRIES.map((entry) => ({
          value: entry.code,
          label: `${entry.code} — ${entry.label}`,
        }))}
        onChange={(periodicidade) => onChange({ periodicidade })}
      />
      {onClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}
