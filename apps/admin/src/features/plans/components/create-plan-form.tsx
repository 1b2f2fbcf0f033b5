import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import type { MaintenancePlan } from '../api/plans.types';
import { useCreatePlan } from '../hooks/use-create-plan';
import { cadenceOf, emptyPlanDraft, planProblems } from '../plan-draft';
import { PlanFields } from './plan-fields';

interface CreatePlanFormProps {
  equipmentId: string;
  onDone: (created: MaintenancePlan | null) => void;
}

/** A new plan for the equipment; the grid projects it from its start. */
export function CreatePlanForm({ equipmentId, onDone }: CreatePlanFormProps) {
  const create = useCreatePlan();
  const [draft, setDraft] = useState(emptyPlanDraft);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? planProblems(draft) : {};

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(planProblems(draft)).length > 0) return;
    create.mutate(
      {
        equipamentoId: equipmentId,
        periodicidade: draft.periodicidade,
        cadenciaDias: cadenceOf(draft),
        inicio: draft.inicio,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className="card form plan-form"
      aria-label="Novo plano de manutenção"
      onSubmit={handleSubmit}
      noValidate
    >
      <div className="card__header">
        <h3>Novo plano</h3>
        <p className="muted">
          O cronograma projeta as preventivas a partir do início, ou da última execução registrada.
        </p>
      </div>
      <PlanFields draft={draft} onChange={setDraft} problems={problems} />
      <FormError error={create.error} />
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => onDone(null)}
          disabled={create.isPending}
        >
          Cancelar
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? 'Criando…' : 'Criar plano'}
        </button>
      </div>
    </form>
  );
}
