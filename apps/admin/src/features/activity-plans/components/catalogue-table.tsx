import type { CatalogueActivity } from '@campo/contracts';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { useUpdateActivity } from '../hooks/use-activity-catalogue';
import { ActiveCheckbox, PeriodicitySelect } from './activity-controls';

/**
 * One equipment type's activities: periodicity and "ativa" change at once (the PMOC and
 * the technicians' checklists read them from then on); switched off, never deleted, so
 * past answers keep their activity.
 */
export function CatalogueTable({
  activities,
  canEdit,
}: {
  activities: CatalogueActivity[];
  canEdit: boolean;
}) {
  const update = useUpdateActivity();
  const disabled = !canEdit || update.isPending;
  const columns: DataColumn<CatalogueActivity>[] = [
    { key: 'componente', label: 'Componente', cell: (activity) => activity.componente },
    { key: 'descricao', label: 'Atividade', cell: (activity) => activity.descricao },
    {
      key: 'periodicidade',
      label: 'Periodicidade',
      cell: (activity) => (
        <PeriodicitySelect
          label={`Periodicidade de ${activity.descricao}`}
          value={activity.periodicidade}
          disabled={disabled}
          onChange={(periodicidade) =>
            update.mutate({ id: activity.id, change: { periodicidade } })
          }
        />
      ),
    },
    {
      key: 'criterio',
      label: 'Critério de aceitação',
      className: 'activity-table__criterion',
      cell: (activity) => activity.criterio,
    },
    { key: 'fonte', label: 'Fonte', className: 'muted', cell: (activity) => activity.fonte },
    {
      key: 'ativo',
      label: 'Ativa',
      cell: (activity) => (
        <ActiveCheckbox
          label={`${activity.descricao} ativa`}
          value={activity.ativo}
          disabled={disabled}
          onChange={(ativo) => update.mutate({ id: activity.id, change: { ativo } })}
        />
      ),
    },
  ];
  return (
    <>
      <FormError error={update.error} />
      <DataTable
        className="table--dense activity-table"
        columns={columns}
        rows={activities}
        rowKey={(activity) => activity.id}
        rowProps={(activity) => ({
          'data-atividade': activity.descricao,
          className: activity.ativo ? undefined : 'is-inactive',
        })}
      />
    </>
  );
}
