import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import type { MaintenancePlan } from '../api/plans.types';
import { useCreatePlan } from '../hooks/use-create-plan';
import { cadenceOf, emptyPlanDraft, type PlanDraft } from '../plan-draft';
import { PlanFields } from './plan-fields';

interface CreatePlanFormProps {
  equipmentId: string;
  onDone: (created: MaintenancePlan | null) => void;
}

/** A new plan for the equipment; the grid projects it from its start. */
export function CreatePlanForm({ equipmentId, onDone }: CreatePlanFormProps) {
  const create = useCreatePlan();
  const form = useForm<PlanDraft>({ defaultValues: emptyPlanDraft() });

  const save = (draft: PlanDraft) =>
    create.mutate(
      {
        equipamentoId: equipmentId,
        periodicidade: draft.periodicidade,
        cadenciaDias: cadenceOf(draft),
        inicio: draft.inicio,
      },
      { onSuccess: onDone },
    );

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Novo plano de manutenção"
      className="card form plan-form"
      error={create.error}
      submit={{
        label: 'Criar plano',
        busyLabel: 'Criando…',
        pending: create.isPending,
        onCancel: () => onDone(null),
      }}
    >
      <div className="card__header">
        <h3>Novo plano</h3>
        <p className="muted">
          O cronograma projeta as preventivas a partir do início, ou da última execução registrada.
        </p>
      </div>
      <PlanFields />
    </Form>
  );
}
