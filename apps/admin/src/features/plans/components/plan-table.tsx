import { useState } from 'react';
import { actionsColumn, DataTable, type DataColumn } from '../../../components/data-table';
import { formatCalendarDate } from '../../../lib/format';
import type { MaintenancePlan } from '../api/plans.types';
import { planCadenceText, planPeriodicityText } from '../plan-draft';
import { ExecutionForm } from './execution-form';
import { PlanForm } from './plan-form';

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
  const close = (message: string | null) => {
    setPanel(null);
    if (message) onChanged(message);
  };
  const columns: DataColumn<MaintenancePlan>[] = [
    {
      key: 'periodicidade',
      label: 'Periodicidade',
      className: 'table__strong',
      cell: (plan) => planPeriodicityText(plan.periodicidade),
    },
    {
      key: 'cadencia',
      label: 'Cadência',
      cell: (plan) => (
        <span className={plan.cadenciaDias === null ? 'muted' : undefined}>
          {planCadenceText(plan)}
        </span>
      ),
    },
    {
      key: 'inicio',
      label: 'Início',
      className: 'nowrap',
      cell: (plan) => formatCalendarDate(plan.inicio),
    },
    {
      key: 'situacao',
      label: 'Situação',
      card: 'state',
      cell: (plan) =>
        plan.ativo ? (
          <span className="badge badge--success">Ativo</span>
        ) : (
          <span className="badge badge--muted">Inativo</span>
        ),
    },
    {
      key: 'ultimaExecucao',
      label: 'Última execução',
      className: 'nowrap',
      cell: (plan) =>
        plan.ultimaExecucao ? (
          formatCalendarDate(plan.ultimaExecucao)
        ) : (
          <span className="muted">Nenhuma</span>
        ),
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((plan) => {
        const open = panel?.id === plan.id ? panel.kind : null;
        return (
          <>
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
          </>
        );
      }),
    );

  return (
    <DataTable
      columns={columns}
      rows={plans}
      rowKey={(plan) => plan.id}
      className="table--dense plans"
      rowProps={(plan) => ({
        'data-plano-id': plan.id,
        className:
          panel?.id === plan.id ? 'table__row--open' : plan.ativo ? undefined : 'table__row--quiet',
      })}
      rowDetail={(plan) =>
        panel?.id !== plan.id ? null : panel.kind === 'editar' ? (
          <PlanForm equipmentId={plan.equipamentoId} plan={plan} onDone={close} />
        ) : (
          <ExecutionForm plan={plan} onDone={close} />
        )
      }
    />
  );
}
