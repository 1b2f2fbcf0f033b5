import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import type { MaintenancePlan } from '../api/plans.types';
import { useSavePlan } from '../hooks/use-save-plan';
import {
  emptyPlanDraft,
  type PlanDraft,
  planChanges,
  planDraftOf,
  planPeriodicityText,
} from '../plan-draft';
import { PlanFields } from './plan-fields';

interface PlanFormProps {
  equipmentId: string;
  /** The plan to edit; none for a new one. */
  plan?: MaintenancePlan;
  /** When the form closes: what to say of the save, or null when nothing was saved. */
  onDone: (message: string | null) => void;
}

/**
 * A new plan for the equipment (the grid projects it from its start), or an existing one's
 * periodicity, cadence, start and whether it is active — of which only what changed is sent.
 */
export function PlanForm({ equipmentId, plan, onDone }: PlanFormProps) {
  const save = useSavePlan(equipmentId, plan);
  const form = useForm<PlanDraft>({ defaultValues: plan ? planDraftOf(plan) : emptyPlanDraft() });

  function submit(draft: PlanDraft) {
    if (plan && Object.keys(planChanges(plan, draft)).length === 0) return onDone(null);
    save.mutate(draft, {
      onSuccess: (saved) =>
        onDone(plan ? 'Plano salvo.' : `Plano ${planPeriodicityText(saved.periodicidade)} criado.`),
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      label={plan ? 'Editar plano' : 'Novo plano de manutenção'}
      className={plan ? 'form plan-form' : 'card form plan-form'}
      error={save.error}
      submit={{
        label: plan ? 'Salvar plano' : 'Criar plano',
        busyLabel: plan ? 'Salvando…' : 'Criando…',
        pending: save.isPending,
        onCancel: () => onDone(null),
      }}
    >
      {!plan && (
        <div className="card__header">
          <h3>Novo plano</h3>
          <p className="muted">
            O cronograma projeta as preventivas a partir do início, ou da última execução
            registrada.
          </p>
        </div>
      )}
      <PlanFields withActive={Boolean(plan)} />
    </Form>
  );
}
