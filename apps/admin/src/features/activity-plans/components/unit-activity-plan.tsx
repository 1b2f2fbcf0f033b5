import {
  ACTIVITY_EQUIPMENT_TYPE_LABELS,
  PERIODICITIES,
  PERIODICITY_LABELS,
  type Periodicity,
} from '@campo/contracts';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/query-states';
import { useAdjustUnitActivity, useUnitPlan } from '../hooks/use-unit-plan';

/**
 * A unit's activity plan on its record page (supervisors): its type's activities, each
 * with the unit's own periodicity or switched off for this unit (a surgical-centre split
 * cleaning its coil monthly, say). The PMOC lists these adjustments by TAG.
 */
export function UnitActivityPlan({ equipmentId }: { equipmentId: string }) {
  const plan = useUnitPlan(equipmentId);
  const adjust = useAdjustUnitActivity(equipmentId);
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
            <div className="table-wrap">
              <table className="table table--dense">
                <thead>
                  <tr>
                    <th scope="col">Componente</th>
                    <th scope="col">Atividade</th>
                    <th scope="col">Periodicidade</th>
                    <th scope="col">Nesta unidade</th>
                  </tr>
                </thead>
                <tbody>
                  {data.atividades.map((activity) => (
                    <tr key={activity.atividadeId} data-atividade={activity.descricao}>
                      <td>{activity.componente}</td>
                      <td>
                        {activity.descricao}
                        {activity.origem === 'unidade' && (
                          <span className="muted"> (só desta unidade)</span>
                        )}
                        {activity.ajustada && <span className="muted"> (ajustada)</span>}
                      </td>
                      <td>
                        <select
                          aria-label={`Periodicidade de ${activity.descricao} nesta unidade`}
                          value={activity.periodicidade}
                          disabled={adjust.isPending}
                          onChange={(event) =>
                            adjust.mutate({
                              activityId: activity.atividadeId,
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
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${activity.descricao} nesta unidade`}
                          checked={activity.ativo}
                          disabled={adjust.isPending}
                          onChange={(event) =>
                            adjust.mutate({
                              activityId: activity.atividadeId,
                              change: { ativo: event.target.checked },
                            })
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
