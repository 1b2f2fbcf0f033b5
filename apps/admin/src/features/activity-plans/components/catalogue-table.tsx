import {
  type CatalogueActivity,
  PERIODICITIES,
  PERIODICITY_LABELS,
  type Periodicity,
} from '@campo/contracts';
import { FormError } from '../../../components/form-error';
import { useUpdateActivity } from '../hooks/use-activity-catalogue';

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
  return (
    <>
      <FormError error={update.error} />
      <div className="table-wrap">
        <table className="table table--dense activity-table">
          <thead>
            <tr>
              <th scope="col">Componente</th>
              <th scope="col">Atividade</th>
              <th scope="col">Periodicidade</th>
              <th scope="col">Critério de aceitação</th>
              <th scope="col">Fonte</th>
              <th scope="col">Ativa</th>
            </tr>
          </thead>
          <tbody>
            {activities.map((activity) => (
              <tr
                key={activity.id}
                data-atividade={activity.descricao}
                className={activity.ativo ? undefined : 'is-inactive'}
              >
                <td>{activity.componente}</td>
                <td>{activity.descricao}</td>
                <td>
                  <select
                    aria-label={`Periodicidade de ${activity.descricao}`}
                    value={activity.periodicidade}
                    disabled={!canEdit || update.isPending}
                    onChange={(event) =>
                      update.mutate({
                        id: activity.id,
                        change: { periodicidade: event.target.value as Periodicity },
                      })
                    }
                  >
                    {PERIODICITIES.map((code) => (
                      <option key={code} value={code}>
                        {code} — {PERIODICITY_LABELS[code]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="activity-table__criterion">{activity.criterio}</td>
                <td className="muted">{activity.fonte}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${activity.descricao} ativa`}
                    checked={activity.ativo}
                    disabled={!canEdit || update.isPending}
                    onChange={(event) =>
                      update.mutate({ id: activity.id, change: { ativo: event.target.checked } })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
