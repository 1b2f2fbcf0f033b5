import type { ServiceOrderSummary } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useAssignTechnician } from '../hooks/use-order-actions';
import { useTechnicians } from '../hooks/use-orders';

/**
 * Assigning is one action: picking a technician assigns them. Technicians already on
 * the order are left out. Used on the order page and in the dispatch agenda.
 */
export function AssignTechnician({
  order,
  label = 'Alocar técnico',
}: {
  order: Pick<ServiceOrderSummary, 'id' | 'codigo' | 'tecnicos'>;
  label?: string;
}) {
  const technicians = useTechnicians();
  const assign = useAssignTechnician();
  const assigned = new Set(order.tecnicos.map((t) => t.id));
  const available = (technicians.data ?? []).filter((t) => !assigned.has(t.id));
  return (
    <label className="field assign-technician">
      <span className="visually-hidden">
        {label} na {order.codigo}
      </span>
      <select
        name="tecnicoId"
        value=""
        disabled={assign.isPending || available.length === 0}
        aria-label={`${label} na ${order.codigo}`}
        onChange={(event) => {
          if (event.target.value) assign.mutate({ id: order.id, tecnicoId: event.target.value });
        }}
      >
        <option value="">
          {assign.isPending ? 'Alocando…' : available.length === 0 ? 'Sem técnicos' : `${label}…`}
        </option>
        {available.map((technician) => (
          <option key={technician.id} value={technician.id}>
            {technician.nome}
          </option>
        ))}
      </select>
      {assign.isError && (
        <span className="field__error" role="alert">
          {errorMessage(assign.error)}
        </span>
      )}
    </label>
  );
}
