import { RGM_TECHNICIAN_ORDERS_NOTE } from '@campo/contracts';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-states';
import type { RgmTechnicianRow } from '../api/rgm.types';
import { countColumn, hoursColumn, kmColumn, slaColumn } from '../rgm-columns';

/** Orders worked on, mean execution time, SLA met (part of whole) and km per technician; the note says what is counted. */
export function TechnicianTable({ rows }: { rows: readonly RgmTechnicianRow[] }) {
  if (rows.length === 0) {
    return (
      <EmptyState title="Nenhum técnico alocado no período">
        Os técnicos aparecem aqui quando há alocações em ordens de serviço iniciadas no período.
      </EmptyState>
    );
  }
  return (
    <>
      <p className="rgm-tabs__note">{RGM_TECHNICIAN_ORDERS_NOTE}</p>
      <DataTable<RgmTechnicianRow>
        className="table--dense"
        rows={rows}
        rowKey={(row) => row.tecnicoId}
        columns={[
          {
            key: 'nome',
            label: 'Técnico',
            className: 'table__name table__strong',
            cell: (row) => row.nome,
          },
          countColumn<RgmTechnicianRow>('ordensAtendidas', 'Ordens trabalhadas'),
          hoursColumn<RgmTechnicianRow>('execucaoMediaHoras', 'Execução média'),
          { ...slaColumn<RgmTechnicianRow>('SLA (com meta)'), card: 'state' },
          kmColumn<RgmTechnicianRow>(),
        ]}
      />
    </>
  );
}
