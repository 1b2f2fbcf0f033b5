import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import type { MaintenancePlan } from '../api/plans.types';
import { useUpdatePlan } from '../hooks/use-update-plan';
import { planChanges, planDraftOf, planProblems } from '../plan-draft';
import { PlanFields } from './plan-fields';

interface EditPlanFormProps {
  plan: MaintenancePlan;
  onDone: (saved: boolean) => void;
}

/** Periodicity, cadence, start and whether the plan is active; only what changed is sent. */
export function EditPlanForm({ plan, onDone }: EditPlanFormProps) {
  const update = useUpdatePlan(plan.id);
  const [draft, setDraft] = useState(() => planDraftOf(plan));
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? planProblems(draft) : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(planProblems(draft)).length > 0) return;
    const changes = planChanges(plan, draft);
    if (Object.keys(changes).length === 0) return onDone(false);
    update.mutate(changes, { onSuccess: () => onDone(true) });
  }

  return (
    <form className="form plan-form" aria-label="Editar plano" onSubmit={handleSubmit} noValidate>
      <PlanFields draft={draft} onChange={setDraft} problems={problems} withActive />
      <FormError error={update.error} />
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => onDone(false)}
          disabled={update.isPending}
        >
          Cancelar
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? 'Salvando…' : 'Salvar plano'}
        </button>
      </div>
    </form>
  );
}
