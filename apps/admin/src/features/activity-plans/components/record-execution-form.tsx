import { useForm } from 'react-hook-form';
import type { UnitPlan } from '@campo/contracts';
import { DateField, Form } from '../../../components/form';
import { formatCalendarDate, todayInputValue } from '../../../lib/format';
import { useRecordExecutions } from '../hooks/use-unit-plan';

interface ExecutionDraft {
  data: string;
  /** The activities ticked; none: those due that day. */
  atividades: string[];
}

interface RecordExecutionFormProps {
  plan: UnitPlan;
  /** When the form closes: what to say of the execution, or null when none was recorded. */
  onDone: (message: string | null) => void;
}

/**
 * Executions done outside the app (a visit before the platform, a paper checklist): on a
 * day, the activities ticked, or those the plan had due that day. The grid, compliance and
 * the next checklists count them.
 */
export function RecordExecutionForm({ plan, onDone }: RecordExecutionFormProps) {
  const record = useRecordExecutions(plan.equipamentoId);
  const form = useForm<ExecutionDraft>({
    defaultValues: { data: todayInputValue(), atividades: [] },
  });
  const active = plan.atividades.filter((activity) => activity.ativo);

  const save = ({ data, atividades }: ExecutionDraft) =>
    record.mutate(
      { data, ...(atividades.length > 0 ? { atividades } : {}) },
      {
        onSuccess: (recorded) =>
          onDone(
            `Execução de ${formatCalendarDate(data)} registrada: ${recorded.atividades.length} ${recorded.atividades.length === 1 ? 'atividade' : 'atividades'}.`,
          ),
      },
    );

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Registrar execução"
      className="card form unit-plan__execution"
      error={record.error}
      submit={{
        label: 'Registrar execução',
        busyLabel: 'Registrando…',
        pending: record.isPending,
        onCancel: () => onDone(null),
      }}
    >
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
      <fieldset className="unit-plan__execution-activities">
        <legend>Atividades executadas</legend>
        <p className="muted">Nenhuma marcada: as que o plano tinha previstas nessa data.</p>
        {active.map((activity) => (
          <label key={activity.atividadeId} className="checkbox">
            <input type="checkbox" value={activity.atividadeId} {...form.register('atividades')} />{' '}
            {activity.descricao}
          </label>
        ))}
      </fieldset>
    </Form>
  );
}
