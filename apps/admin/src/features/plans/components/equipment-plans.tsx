import { useState } from 'react';
import { RECORD_EDIT_ROLES } from '../../../app/navigation';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { SavedNotice } from '../../../components/saved-notice';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { usePlans } from '../hooks/use-plans';
import { PlanForm } from './plan-form';
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
        <PlanForm
          equipmentId={equipmentId}
          onDone={(text) => {
            setAdding(false);
            setMessage(text);
          }}
        />
      )}
      <SavedNotice>{message}</SavedNotice>
      <div className="card card--flush">
        <QueryView
          query={plans}
          loading="Carregando planos…"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState title="Nenhum plano de manutenção">
              Sem plano, o equipamento não tem preventivas projetadas no cronograma.
            </EmptyState>
          }
        >
          {(data) => <PlanTable plans={data} canEdit={canEdit} onChanged={setMessage} />}
        </QueryView>
      </div>
    </section>
  );
}
