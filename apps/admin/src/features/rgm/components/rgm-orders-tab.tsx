import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatNumber, formatShortDateTime } from '../../../lib/format';
import { sortRows, useSortParam } from '../../../lib/table-sort';
import type { RgmOrderRow } from '../api/rgm.types';
import { orderStateLabel, orderTypeLabel, OrderOutcome } from './rgm-order-labels';

const instant = (iso: string | null) => (iso ? formatShortDateTime(iso) : EMPTY);

const COLUMNS: readonly DataColumn<RgmOrderRow>[] = [
  {
    key: 'codigo',
    label: 'Ordem',
    cell: (row) => (
      <>
        <span className="table__strong">{row.codigo}</span>
        <span className="table__sub">{orderTypeLabel(row.tipo)}</span>
      </>
    ),
    value: (row) => row.codigo,
    className: 'table__name',
  },
  {
    key: 'abertura',
    label: 'Abertura',
    cell: (row) => instant(row.abertura),
    value: (row) => row.abertura,
    firstDirection: 'desc',
    className: 'nowrap',
  },
  {
    key: 'agendadaPara',
    label: 'Agendada',
    cell: (row) => instant(row.agendadaPara),
    value: (row) => row.agendadaPara,
    className: 'nowrap',
  },
  {
    key: 'inicio',
    label: 'Início',
    cell: (row) => instant(row.inicio),
    value: (row) => row.inicio,
    className: 'nowrap',
  },
  {
    key: 'fim',
    label: 'Fim',
    cell: (row) => instant(row.fim),
    value: (row) => row.fim,
    className: 'nowrap',
  },
  {
    key: 'equipamento',
    label: 'Equipamento',
    cell: (row) => (
      <>
        {row.equipamento ?? <span className="muted">{EMPTY}</span>}
        {row.setor && <span className="table__sub">{row.setor}</span>}
      </>
    ),
    value: (row) => row.equipamento,
  },
  {
    key: 'tecnicos',
    label: 'Técnicos',
    cell: (row) => row.tecnicos.join(', ') || <span className="muted">{EMPTY}</span>,
    value: (row) => row.tecnicos.join(', '),
  },
  {
    key: 'situacao',
    label: 'Situação',
    cell: (row) => orderStateLabel(row.situacao),
    value: (row) => orderStateLabel(row.situacao),
  },
  {
    key: 'prazo',
    label: 'Prazo',
    cell: (row) => <OrderOutcome row={row} />,
    value: (row) => row.prazo,
  },
  {
    key: 'causaRaiz',
    label: 'Causa raiz',
    cell: (row) => row.causaRaiz ?? <span className="muted">{EMPTY}</span>,
    value: (row) => row.causaRaiz,
  },
  {
    key: 'servico',
    label: 'Serviço realizado',
    cell: (row) => row.servico ?? <span className="muted">{EMPTY}</span>,
    value: (row) => row.servico,
    sortable: false,
    className: 'rgm-orders__service',
  },
];

/** Every order of the period, sortable by any column (the order is kept in the address). */
export function RgmOrdersTab({ orders }: { orders: readonly RgmOrderRow[] }) {
  const [sort, setSort] = useSortParam({ key: 'abertura', direction: 'asc' });
  if (orders.length === 0) {
    return (
      <EmptyState title="Nenhuma ordem no período">
        As ordens aparecem aqui quando são abertas ou concluídas no período do RGM.
      </EmptyState>
    );
  }
  const column = COLUMNS.find((item) => item.key === sort.key);
  const rows = sortRows(orders, column?.value, sort.direction);
  const late = orders.filter((order) => order.prazo === 'atrasada').length;
  return (
    <>
      <p className="rgm-tabs__note">
        {formatNumber(orders.length)} ordens abertas ou concluídas no período (canceladas fora);{' '}
        {formatNumber(late)} atrasadas (chamados pelas metas do contrato, agendadas pelo horário com
        a tolerância da empresa).
      </p>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.ordemId}
        sort={sort}
        onSortChange={setSort}
        rowProps={(row) => ({ 'data-ordem': row.codigo })}
        className="table--dense rgm-orders"
        caption="Ordens do período"
      />
    </>
  );
}
