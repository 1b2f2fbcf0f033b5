import {
  ACTIVITY_EQUIPMENT_TYPE_LABELS,
  type AdjustUnitActivityRequest,
  type UnitPlanActivity,
} from '@campo/contracts';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/query-view';
import { useAdjustUnitActivity, useUnitPlan } from '../hooks/use-unit-plan';
import { ActiveCheckbox, PeriodicitySelect } from './activity-controls';

/**
 * A unit's activity plan on its record page (supervisors): its type's activities, each
 * with the unit's own periodicity or switched off for this unit (a surgical-centre split
 * cleaning its coil monthly, say). The PMOC lists these adjustments by TAG.
 */
export function UnitActivityPlan({ equipmentId }: { equipmentId: string }) {
  const plan = useUnitPlan(equipmentId);
  const adjust = useAdjustUnitActivity(equipmentId);
  const change = (activityId: string, change: AdjustUnitActivityRequest) =>
    adjust.mutate({ activityId, change });
  const columns: DataColumn<UnitPlanActivity>[] = [
    { key: 'componente', label: 'Componente', cell: (activity) => activity.componente },
    {
      key: 'descricao',
      label: 'Atividade',
      cell: (activity) => (
        <>
          {activity.descricao}
          {activity.origem === 'unidade' && <span className="muted"> (só desta unidade)</span>}
          {activity.ajustada && <span className="muted"> (ajustada)</span>}
        </>
      ),
    },
    {
      key: 'periodicidade',
      label: 'Periodicidade',
      cell: (activity) => (
        <PeriodicitySelect
          label={`Periodicidade de ${activity.descricao} nesta unidade`}
          value={activity.periodicidade}
          disabled={adjust.isPending}
          onChange={(periodicidade) => change(activity.atividadeId, { periodicidade })}
        />
      ),
    },
    {
      key: 'ativo',
      label: 'Nesta unidade',
      cell: (activity) => (
        <ActiveCheckbox
          label={`${activity.descricao} nesta unidade`}
          value={activity.ativo}
          disabled={adjust.isPending}
          onChange={(ativo) => change(activity.atividadeId, { ativo })}
        />
      ),
    },
  ];
  return (
    <section className="stack" aria-labelledby="plano-atividades-titulo">
      <h2 id="plano-atividades-titulo">Plano de atividades (PMOC)</h2>
      <QueryView query={plan} loading="Carregando o plano de atividades…">
        {(data) => (
          <>
            <p className="muted">
              Atividades de {ACTIVITY_EQUIPMENT_TYPE_LABELS[data.tipoEquipamento]}, do catálogo da
              empresa; mude a periodicidade ou desligue uma atividade só para esta unidade.
            </p>
            <FormError error={adjust.error} />
            <DataTable
              className="table--dense"
              columns={columns}
              rows={data.atividades}
              rowKey={(activity) => activity.atividadeId}
              rowProps={(activity) => ({ 'data-atividade': activity.descricao })}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}
