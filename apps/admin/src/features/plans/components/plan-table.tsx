import { Fragment, useState } from 'react';
import { formatCalendarDate } from '../../../lib/format';
import type { MaintenancePlan } from '../api/plans.types';
import { planCadenceText, planPeriodicityText } from '../plan-draft';
import { EditPlanForm } from './edit-plan-form';
import { ExecutionForm } from './execution-form';

type Panel = { id: string; kind: 'editar' | 'executar' } | null;

interface PlanTableProps {
  plans: readonly MaintenancePlan[];
  /** ADMIN and SUPERVISOR edit plans and record executions. */
  canEdit: boolean;
  /** After a change: what to say above the list. */
  onChanged: (message: string) => void;
}

/** The equipment's plans; a row opens its edit form or the execution form beneath it. */
export function PlanTable({ plans, canEdit, onChanged }: PlanTableProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (id: string, kind: 'editar' | 'executar') =>
    setPanel(panel?.id === id && panel.kind === kind ? null : { id, kind });
  const columns = canEdit ? 6 : 5;

  return (
    <div className="table-wrap">
      <table className="table table--dense plans">
        <thead>
          <tr>
            <th scope="col">Periodicidade</th>
            <th scope="col">Cadência</th>
            <th scope="col">Início</th>
            <th scope="col">Situação</th>
            <th scope="col">Última execução</th>
            {canEdit && (
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const open = panel?.id === plan.id ? panel.kind : null;
            return (
              <Fragment key={plan.id}>
                <tr
                  data-plano-id={plan.id}
                  className={
                    open ? 'table__row--open' : plan.ativo ? undefined : 'table__row--quiet'
                  }
                >
                  <td className="table__strong">{planPeriodicityText(plan.periodicidade)}</td>
                  <td className={plan.cadenciaDias === null ? 'muted' : undefined}>
                    {planCadenceText(plan)}
                  </td>
                  <td className="nowrap">{formatCalendarDate(plan.inicio)}</td>
                  <td>
                    {plan.ativo ? (
                      <span className="badge badge--success">Ativo</span>
                    ) : (
                      <span className="badge badge--muted">Inativo</span>
                    )}
                  </td>
                  <td className="nowrap">
                    {plan.ultimaExecucao ? (
                      formatCalendarDate(plan.ultimaExecucao)
                    ) : (
                      <span className="muted">Nenhuma</span>
                    )}
                  </td>
                  {canEdit && (
                    <td className="table__actions">
                      <button
                        type="button"
                        className="button button--small"
                        aria-expanded={open === 'editar'}
                        onClick={() => toggle(plan.id, 'editar')}
                      >
                        Editar
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        aria-expanded={open === 'executar'}
                        onClick={() => toggle(plan.id, 'executar')}
                      >
                        Registrar execução
                      </button>
                    </td>
                  )}
                </tr>
                {open && (
                  <tr className="table__row--form">
                    <td colSpan={columns}>
                      {open === 'editar' ? (
                        <EditPlanForm
                          plan={plan}
                          onDone={(saved) => {
                            setPanel(null);
                            if (saved) onChanged('Plano salvo.');
                          }}
                        />
                      ) : (
                        <ExecutionForm
                          plan={plan}
                          onDone={(recorded) => {
                            setPanel(null);
                            if (recorded)
                              onChanged(`Execução de ${formatCalendarDate(recorded)} registrada.`);
                          }}
                        />
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
