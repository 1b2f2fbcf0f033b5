import { useState } from 'react';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { usePlans } from '../hooks/use-plans';
import { planPeriodicityText } from '../plan-draft';
import { CreatePlanForm } from './create-plan-form';
import { PlanTable } from './plan-table';

/** An equipment's maintenance plans, on its record page: read by every role, kept by supervisors. */
export function EquipmentPlans({ equipmentId }: { equipmentId: string }) {
  const { usuario } = useCurrentSession();
  const plans = usePlans(equipmentId);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel);

  return (
    <section className="stack equipment-plans" aria-labelledby="planos-titulo">
      <div className="subsection__bar">
        <h2 id="planos-titulo">Planos de manutenção</h2>
        {canEdit && !adding && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setMessage(null);
              setAdding(true);
            }}
          >
            Novo plano
          </button>
        )}
      </div>
      {adding && (
        <CreatePlanForm
          equipmentId={equipmentId}
          onDone={(created) => {
            setAdding(false);
            setMessage(
              created ? `Plano ${planPeriodicityText(created.periodicidade)} criado.` : null,
            );
          }}
        />
      )}
      {message && (
        <p className="saved" role="status">
          ✓ {message}
        </p>
      )}
      <div className="card card--flush">
        {plans.isPending ? (
          <LoadingState label="Carregando planos…" />
        ) : plans.isError ? (
          <ErrorState error={plans.error} onRetry={() => plans.refetch()} />
        ) : plans.data.length === 0 ? (
          <EmptyState title="Nenhum plano de manutenção">
            Sem plano, o equipamento não tem preventivas projetadas no cronograma.
          </EmptyState>
        ) : (
          <PlanTable plans={plans.data} canEdit={canEdit} onChanged={(text) => setMessage(text)} />
        )}
      </div>
    </section>
  );
}
