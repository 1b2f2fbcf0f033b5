import { ORDER_STATES, type ServiceOrderQuery } from '@campo/contracts';
import { SelectField } from '../../../components/select-field';
import { contractOptions } from '../../contracts/contract-options';
import { useContractDirectory } from '../../contracts/hooks/use-contract-directory';
import type { OrderFilterName } from '../hooks/use-order-filters';
import { useTechnicians } from '../hooks/use-orders';
import { stateLabel } from '../order-format';

interface OrderFiltersProps {
  query: ServiceOrderQuery;
  onChange: (changes: Partial<Record<OrderFilterName, string>>) => void;
  onClear?: () => void;
}

const ORDERINGS = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'antigas', label: 'Mais antigas' },
  { value: 'prazo', label: 'Prazo mais próximo' },
];

/** Where orders stand against their clock (the server's one definition of late). */
const OUTCOMES = [
  { value: 'atrasada', label: 'Atrasadas' },
  { value: 'no_prazo', label: 'No prazo ou no horário' },
  { value: 'em_aberto', label: 'Prazo correndo' },
  { value: 'sem_meta', label: 'Sem prazo' },
];

export function OrderFilters({ query, onChange, onClear }: OrderFiltersProps) {
  const { entries } = useContractDirectory();
  const technicians = useTechnicians();
  return (
    <form
      className="filters filters--grid"
      role="search"
      aria-label="Filtrar as ordens de serviço"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Situação"
        name="situacao"
        value={query.situacao ?? ''}
        allLabel="Todas"
        options={ORDER_STATES.map((state) => ({ value: state, label: stateLabel(state) }))}
        onChange={(situacao) => onChange({ situacao })}
      />
      <SelectField
        label="Técnico"
        name="tecnicoId"
        value={query.tecnicoId ?? ''}
        allLabel="Todos"
        options={(technicians.data ?? []).map((t) => ({ value: t.id, label: t.nome }))}
        onChange={(tecnicoId) => onChange({ tecnicoId })}
      />
      <SelectField
        label="Contrato"
        name="contratoId"
        value={query.contratoId ?? ''}
        allLabel="Todos"
        options={contractOptions(entries)}
        onChange={(contratoId) => onChange({ contratoId })}
      />
      <SelectField
        label="Prazo"
        name="resultado"
        value={query.resultado ?? ''}
        allLabel="Todos"
        options={OUTCOMES}
        onChange={(resultado) => onChange({ resultado })}
      />
      <label className="field">
        <span>Aberta desde</span>
        <input
          type="date"
          name="desde"
          value={query.desde ?? ''}
          onChange={(event) => onChange({ desde: event.target.value })}
        />
      </label>
      <label className="field">
        <span>Até</span>
        <input
          type="date"
          name="ate"
          value={query.ate ?? ''}
          onChange={(event) => onChange({ ate: event.target.value })}
        />
      </label>
      <SelectField
        label="Ordenar por"
        name="ordem"
        value={query.ordem ?? 'recentes'}
        options={ORDERINGS}
        onChange={(ordem) => onChange({ ordem: ordem === 'recentes' ? '' : ordem })}
      />
      {onClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}
