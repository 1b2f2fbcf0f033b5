import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatNumber } from '../../../lib/format';
import type { RgmSnapshot } from '../api/rgm.types';
import { countColumn, hoursColumn } from '../rgm-columns';

type Row = RgmSnapshot['porEquipamento'][number];
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
      <DataTable<Row>
        className="table--dense"
        rows={rows}
        rowKey={(row) => row.equipamentoId}
        rowProps={(row) => ({
          'data-equipamento': row.codigo,
          className: row.recorrente ? 'table__row--alert' : undefined,
        })}
        columns={[
          {
            key: 'equipamento',
            label: 'Equipamento',
            className: 'table__name',
            cell: (row) => (
              <>
                <span className="table__strong">{row.codigo}</span>
                {row.descricao && <span className="table__sub">{row.descricao}</span>}
              </>
            ),
          },
          {
            key: 'setor',
            label: 'Setor',
            cell: (row) => row.setor ?? <span className="muted">{EMPTY}</span>,
          },
          countColumn<Row>('chamados', 'Chamados'),
          countColumn<Row>('corretivos', 'Corretivos'),
          hoursColumn<Row>('mttrHoras', 'MTTR'),
          hoursColumn<Row>('restabelecimentoHoras', 'Restabelecimento'),
          {
            key: 'recorrencia',
            label: 'Recorrência',
            card: 'state',
            cell: (row) =>
              row.recorrente ? (
                <span className="badge badge--danger">Recorrente</span>
              ) : (
                <span className="muted">{EMPTY}</span>
              ),
          },
          {
            key: 'relatorios',
            label: 'Relatórios de atendimento',
            cell: (row) => <EquipmentVisitReports visits={visits.data?.get(row.equipamentoId)} />,
          },
        ]}
      />
    </>
  );
}
