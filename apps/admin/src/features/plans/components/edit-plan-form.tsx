import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import type { MaintenancePlan } from '../api/plans.types';
import { useUpdatePlan } from '../hooks/use-update-plan';
import { type PlanDraft, planChanges, planDraftOf } from '../plan-draft';
import { PlanFields } from './plan-fields';

interface EditPlanFormProps {
  plan: MaintenancePlan;
  onDone: (saved: boolean) => void;
}

/** Periodicity, cadence, start and whether the plan is active; only what changed is sent. */
export function EditPlanForm({ plan, onDone }: EditPlanFormProps) {
  const update = useUpdatePlan(plan.id);
  const form = useForm<PlanDraft>({ defaultValues: planDraftOf(plan) });

  function save(draft: PlanDraft) {
    const changes = planChanges(plan, draft);
    if (Object.keys(changes).length === 0) return onDone(false);
    update.mutate(changes, { onSuccess: () => onDone(true) });
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Editar plano"
      className="form plan-form"
      error={update.error}
      submit={{
        label: 'Salvar plano',
        busyLabel: 'Salvando…',
        pending: update.isPending,
        onCancel: () => onDone(false),
      }}
    >
      <PlanFields withActive />
    </Form>
  );
}
