import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { formatShortDateTime, todayInputValue } from '../../../lib/format';
import type { MaintenancePlan } from '../api/plans.types';
import { useEquipmentOrders } from '../hooks/use-equipment-orders';
import { useRecordExecution } from '../hooks/use-record-execution';

interface ExecutionFormProps {
  plan: MaintenancePlan;
  onDone: (recorded: string | null) => void;
}

/** A preventive done on a date, optionally tied to one of the equipment's service orders. */
export function ExecutionForm({ plan, onDone }: ExecutionFormProps) {
  const record = useRecordExecution(plan.id);
  const orders = useEquipmentOrders(plan.equipamentoCodigo);
  const [data, setData] = useState(todayInputValue);
  const [orderId, setOrderId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = !data
    ? 'Informe a data da execução.'
    : data > todayInputValue()
      ? 'A data não pode estar no futuro.'
      : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    record.mutate(
      { data, ...(orderId ? { ordemServicoId: orderId } : {}) },
      { onSuccess: () => onDone(data) },
    );
  }

  return (
    <form
      className="form plan-form"
      aria-label="Registrar execução"
      onSubmit={handleSubmit}
      noValidate
    >
      <div className="plan-fields">
        <label className="field">
          <span>Data da execução</span>
          <input
            type="date"
            name="data"
            max={todayInputValue()}
            value={data}
            onChange={(event) => setData(event.target.value)}
          />
          {submitted && problem && <span className="field__error">{problem}</span>}
        </label>
        <label className="field plan-fields__wide">
          <span>
            Ordem de serviço <span className="field__optional">(opcional)</span>
          </span>
          <select
            name="ordemServicoId"
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
          >
            <option value="">{orders.isPending ? 'Carregando…' : 'Sem ordem de serviço'}</option>
            {orders.data?.map((order) => (
              <option key={order.id} value={order.id}>
                {order.codigo} — {order.tipo}, aberta em {formatShortDateTime(order.abertura)}
              </option>
            ))}
          </select>
          <span className="field__hint">
            {orders.isError
              ? 'Não foi possível carregar as ordens de serviço do equipamento.'
              : 'As ordens de serviço deste equipamento, da mais recente para a mais antiga.'}
          </span>
        </label>
      </div>
      <FormError error={record.error} />
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => onDone(null)}
          disabled={record.isPending}
        >
          Cancelar
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={record.isPending}
          aria-busy={record.isPending}
        >
          {record.isPending ? 'Registrando…' : 'Registrar execução'}
        </button>
      </div>
    </form>
  );
}
