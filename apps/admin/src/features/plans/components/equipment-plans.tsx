import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { SavedNotice, useAddFlow } from '../../../components/saved-notice';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { usePlans } from '../hooks/use-plans';
import { PlanForm } from './plan-form';
import { PlanTable } from './plan-table';

/** An equipment's maintenance plans, on its record page: read by every role, kept by supervisors. */
export function EquipmentPlans({ equipmentId }: { equipmentId: string }) {
  const { usuario } = useCurrentSession();
  const plans = usePlans(equipmentId);
  const add = useAddFlow();
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel);

  return (
    <section className="stack equipment-plans" aria-labelledby="planos-titulo">
      <div className="subsection__bar">
        <h2 id="planos-titulo">Planos de manutenção</h2>
        {canEdit && !add.adding && (
          <button type="button" className="button" onClick={add.open}>
            Novo plano
          </button>
        )}
      </div>
      {add.adding && <PlanForm equipmentId={equipmentId} onDone={add.done} />}
      <SavedNotice>{add.message}</SavedNotice>
      <div className="card card--flush">
        <QueryView
          query={plans}
          loading="Carregando planos…"
          empty={
            <EmptyState title="Nenhum plano de manutenção">
              Sem plano, o equipamento não tem preventivas projetadas no cronograma.
            </EmptyState>
          }
        >
          {(data) => <PlanTable plans={data} canEdit={canEdit} onChanged={add.setMessage} />}
        </QueryView>
      </div>
    </section>
  );
}
