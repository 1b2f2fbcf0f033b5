import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatNumber } from '../../../lib/format';
import type { RgmSnapshot } from '../api/rgm.types';
import { formatHours } from '../rgm-format';
import {
  EquipmentVisitReports,
  usePeriodVisits,
} from '../../visit-report/components/equipment-visit-reports';

/** Calls, corrective calls, MTTR and restore time per equipment; recurrent ones flagged. */
export function EquipmentTable({ snapshot }: { snapshot: RgmSnapshot }) {
  const rows = snapshot.porEquipamento;
  const { ocorrencias, dias } = snapshot.parametros.recorrencia;
  const visits = usePeriodVisits(snapshot.periodo, snapshot.escopo.contrato?.id ?? null);
  if (rows.length === 0) {
    return (
      <EmptyState title="Nenhum equipamento com chamados no período">
        Os equipamentos aparecem aqui quando têm ordens de serviço abertas ou concluídas no período.
      </EmptyState>
    );
  }
  const recurrent = rows.filter((row) => row.recorrente).length;

  return (
    <>
      <p className="rgm-tabs__note">
        {recurrent > 0
          ? `${formatNumber(recurrent)} de ${formatNumber(rows.length)} equipamentos recorrentes`
          : 'Nenhum equipamento recorrente'}{' '}
        (ao menos {ocorrencias} corretivas em {dias} dias).
      </p>
      <div className="table-wrap">
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Equipamento</th>
              <th scope="col">Setor</th>
              <th scope="col" className="num">
                Chamados
              </th>
              <th scope="col" className="num">
                Corretivos
              </th>
              <th scope="col" className="num">
                MTTR
              </th>
              <th scope="col" className="num">
                Restabelecimento
              </th>
              <th scope="col">Recorrência</th>
              <th scope="col">Relatórios de atendimento</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.equipamentoId}
                data-equipamento={row.codigo}
                className={row.recorrente ? 'table__row--alert' : undefined}
              >
                <td className="table__name">
                  <span className="table__strong">{row.codigo}</span>
                  {row.descricao && <span className="table__sub">{row.descricao}</span>}
                </td>
                <td>{row.setor ?? <span className="muted">{EMPTY}</span>}</td>
                <td className="num">{formatNumber(row.chamados)}</td>
                <td className="num">{formatNumber(row.corretivos)}</td>
                <td className="num nowrap">{formatHours(row.mttrHoras)}</td>
                <td className="num nowrap">{formatHours(row.restabelecimentoHoras)}</td>
                <td>
                  {row.recorrente ? (
                    <span className="badge badge--danger">Recorrente</span>
                  ) : (
                    <span className="muted">{EMPTY}</span>
                  )}
                </td>
                <td>
                  <EquipmentVisitReports visits={visits.data?.get(row.equipamentoId)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
