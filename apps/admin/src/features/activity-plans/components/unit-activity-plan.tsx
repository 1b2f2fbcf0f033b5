import {
  ACTIVITY_EQUIPMENT_TYPE_LABELS,
  PERIODICITY_LABELS,
  type AdjustUnitActivityRequest,
  type UnitPlan,
  type UnitPlanActivity,
} from '@campo/contracts';
import { type DataColumn, DataTable, type RowDetail } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/query-view';
import { SavedNotice, useAddFlow } from '../../../components/saved-notice';
import { formatCalendarDate } from '../../../lib/format';
import { useAdjustUnitActivity, useUnitPlan } from '../hooks/use-unit-plan';
import { conflictsOf, hoursText, openConflicts, periodicityText } from '../plan-format';
import { ActiveCheckbox, HoursInput, PeriodicitySelect } from './activity-controls';
import { ActivityJustification } from './activity-justification';
import { RecordExecutionForm } from './record-execution-form';
import { UnitPlanSettings } from './unit-plan-settings';

interface UnitActivityPlanProps {
  equipmentId: string;
  /** ADMIN and SUPERVISOR change the plan; the other staff read it. */
  canEdit: boolean;
}

/**
 * The unit's one maintenance plan, on its record page: its start, whether it is suspended,
 * the contract's visit cadence, and its activities (its type's catalogue adjusted for the
 * unit, plus its own), each with its periodicity (or hour interval), last execution and
 * whether it applies here. An activity more frequent than the visits is flagged with the
 * RT's justification. The grid, the preventive orders, the checklist, the RGM and the PMOC
 * all derive from this plan.
 */
export function UnitActivityPlan({ equipmentId, canEdit }: UnitActivityPlanProps) {
  const plan = useUnitPlan(equipmentId);
  return (
    <section className="stack unit-plan" id="plano" aria-labelledby="plano-unidade-titulo">
      <h2 id="plano-unidade-titulo">Plano de manutenção (PMOC)</h2>
      <QueryView query={plan} loading="Carregando o plano de manutenção…">
        {(data) => <UnitPlanView plan={data} canEdit={canEdit} />}
      </QueryView>
    </section>
  );
}

function UnitPlanView({ plan, canEdit }: { plan: UnitPlan; canEdit: boolean }) {
  const adjust = useAdjustUnitActivity(plan.equipamentoId);
  const execution = useAddFlow();
  const conflicts = conflictsOf(plan);
  const open = openConflicts(plan);
  const change = (activityId: string, change: AdjustUnitActivityRequest) =>
    adjust.mutate({ activityId, change });
  const busy = adjust.isPending;

  const columns: DataColumn<UnitPlanActivity>[] = [
    { key: 'componente', label: 'Componente', cell: (activity) => activity.componente },
    {
      key: 'descricao',
      label: 'Atividade',
      card: 'title',
      cell: (activity) => {
        const conflict = conflicts.get(activity.atividadeId);
        return (
          <>
            {activity.descricao}
            {activity.origem === 'unidade' && <span className="muted"> (só desta unidade)</span>}
            {activity.ajustada && <span className="muted"> (ajustada)</span>}
            {conflict && (
              <span
                className={`badge badge--tiny ${conflict.justificativa ? 'badge--warning' : 'badge--danger'} unit-plan__badge`}
              >
                {conflict.justificativa ? 'Conflito justificado' : 'Conflito com as visitas'}
              </span>
            )}
          </>
        );
      },
    },
    {
      key: 'periodicidade',
      label: 'Periodicidade',
      cell: (activity) =>
        canEdit ? (
          <span className="unit-plan__cadence">
            <PeriodicitySelect
              label={`Periodicidade de ${activity.descricao} nesta unidade`}
              value={activity.periodicidade}
              disabled={busy}
              onChange={(periodicidade) => change(activity.atividadeId, { periodicidade })}
            />
            {activity.periodicidade === 'H' && (
              <HoursInput
                key={String(activity.intervaloHoras)}
                label={`Horas de uso entre execuções de ${activity.descricao}`}
                value={activity.intervaloHoras}
                disabled={busy}
                onChange={(intervaloHoras) => change(activity.atividadeId, { intervaloHoras })}
              />
            )}
          </span>
        ) : activity.periodicidade === 'H' ? (
          hoursText(activity.intervaloHoras)
        ) : (
          periodicityText(activity.periodicidade)
        ),
    },
    {
      key: 'ultimaExecucao',
      label: 'Última execução',
      className: 'nowrap',
      cell: (activity) =>
        activity.ultimaExecucao ? (
          formatCalendarDate(activity.ultimaExecucao)
        ) : (
          <span className="muted" title="Sem execução: a atividade conta do início do plano.">
            Nenhuma
          </span>
        ),
    },
    {
      key: 'ativo',
      label: 'Nesta unidade',
      card: 'state',
      cell: (activity) =>
        canEdit ? (
          <span className="unit-plan__active">
            <ActiveCheckbox
              label={`${activity.descricao} nesta unidade`}
              value={activity.ativo}
              disabled={busy || !plan.ativo}
              onChange={(ativo) => change(activity.atividadeId, { ativo })}
            />
            <span aria-hidden="true">Aplica-se</span>
          </span>
        ) : activity.ativo ? (
          <span className="badge badge--success">Aplica-se</span>
        ) : (
          <span className="badge badge--muted">Desligada</span>
        ),
    },
  ];

  const detail = (activity: UnitPlanActivity): RowDetail[] => {
    const conflict = conflicts.get(activity.atividadeId);
    if (conflict)
      return [
        {
          props: {
            className: 'table__row--form unit-plan__detail',
            'data-conflito-de': activity.descricao,
          },
          content: (
            <ActivityJustification
              equipmentId={plan.equipamentoId}
              activity={activity}
              conflict={conflict}
              canEdit={canEdit}
            />
          ),
        },
      ];
    if (!activity.justificativa) return [];
    return [
      {
        props: { className: 'table__row--form unit-plan__detail' },
        content: (
          <p className="unit-plan__justification-text">Justificativa: {activity.justificativa}</p>
        ),
      },
    ];
  };

  return (
    <>
      <p className="muted">
        O plano único desta unidade: as atividades de{' '}
        {ACTIVITY_EQUIPMENT_TYPE_LABELS[plan.tipoEquipamento]} do catálogo da empresa, ajustadas
        para ela. O cronograma, as preventivas, o checklist do técnico, a conformidade e o PMOC saem
        dele.
      </p>
      <UnitPlanSettings plan={plan} canEdit={canEdit} />
      {open.length > 0 ? (
        <div className="alert" role="alert" data-conflitos-abertos={open.length}>
          <p>
            <strong>
              {open.length === 1
                ? '1 atividade é mais frequente que as visitas do contrato'
                : `${open.length} atividades são mais frequentes que as visitas do contrato`}{' '}
              ({PERIODICITY_LABELS[open[0].visitas].toLowerCase()}) e sem justificativa do RT.
            </strong>{' '}
            O PMOC não pode ser assinado enquanto houver conflito sem justificativa.
          </p>
        </div>
      ) : (
        plan.conflitos.length > 0 && (
          <p className="alert alert--warning" data-conflitos-abertos="0">
            {plan.conflitos.length === 1
              ? '1 atividade é mais frequente que as visitas do contrato, com justificativa do RT'
              : `${plan.conflitos.length} atividades são mais frequentes que as visitas do contrato, com justificativa do RT`}
            : o PMOC imprime as justificativas.
          </p>
        )
      )}
      <div className="subsection__bar">
        <h3>Atividades</h3>
        {canEdit && !execution.adding && (
          <button type="button" className="button" onClick={execution.open}>
            Registrar execução
          </button>
        )}
      </div>
      {execution.adding && <RecordExecutionForm plan={plan} onDone={execution.done} />}
      <SavedNotice>{execution.message}</SavedNotice>
      <FormError error={adjust.error} />
      <DataTable
        className="table--dense unit-plan__activities"
        columns={columns}
        rows={plan.atividades}
        rowKey={(activity) => activity.atividadeId}
        rowProps={(activity) => {
          const conflict = conflicts.get(activity.atividadeId);
          return {
            'data-atividade': activity.descricao,
            className:
              conflict && !conflict.justificativa
                ? 'table__row--alert'
                : activity.ativo
                  ? undefined
                  : 'table__row--quiet',
          };
        }}
        rowDetail={detail}
      />
    </>
  );
}
