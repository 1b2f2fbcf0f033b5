import { useForm } from 'react-hook-form';
import { DateField, Form, SelectInput } from '../../../components/form';
import { formatCalendarDate, formatShortDateTime, todayInputValue } from '../../../lib/format';
import type { MaintenancePlan } from '../api/plans.types';
import { useEquipmentOrders } from '../hooks/use-equipment-orders';
import { useRecordExecution } from '../hooks/use-record-execution';

interface ExecutionFormProps {
  plan: MaintenancePlan;
  /** When the form closes: what to say of the execution, or null when none was recorded. */
  onDone: (message: string | null) => void;
}

interface ExecutionDraft {
  data: string;
  ordemServicoId: string;
}

/** A preventive done on a date, optionally tied to one of the equipment's service orders. */
export function ExecutionForm({ plan, onDone }: ExecutionFormProps) {
  const record = useRecordExecution(plan.id);
  const orders = useEquipmentOrders(plan.equipamentoCodigo);
  const form = useForm<ExecutionDraft>({
    defaultValues: { data: todayInputValue(), ordemServicoId: '' },
  });

  const save = ({ data, ordemServicoId }: ExecutionDraft) =>
    record.mutate(
      { data, ...(ordemServicoId ? { ordemServicoId } : {}) },
      { onSuccess: () => onDone(`Execução de ${formatCalendarDate(data)} registrada.`) },
    );

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Registrar execução"
      className="form plan-form"
      error={record.error}
      submit={{
        label: 'Registrar execução',
        busyLabel: 'Registrando…',
        pending: record.isPending,
        onCancel: () => onDone(null),
      }}
    >
      <div className="plan-fields">
        <DateField
          name="data"
          label="Data da execução"
          max={todayInputValue()}
          rules={{
            required: 'Informe a data da execução.',
            validate: (data: string) =>
              data <= todayInputValue() || 'A data não pode estar no futuro.',
          }}
        />
        <SelectInput
          name="ordemServicoId"
          label="Ordem de serviço"
          optional
          className="plan-fields__wide"
          emptyLabel={orders.isPending ? 'Carregando…' : 'Sem ordem de serviço'}
          options={(orders.data ?? []).map((order) => ({
            value: order.id,
            label: `${order.codigo} — ${order.tipo}, aberta em ${formatShortDateTime(order.abertura)}`,
          }))}
          hint={
            orders.isError
              ? 'Não foi possível carregar as ordens de serviço do equipamento.'
              : 'As ordens de serviço deste equipamento, da mais recente para a mais antiga.'
          }
        />
      </div>
    </Form>
  );
}
