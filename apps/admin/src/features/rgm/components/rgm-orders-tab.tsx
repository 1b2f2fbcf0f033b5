import { rgmOrdersListNote, rgmOrderStateText, type RgmListPeriod } from '@campo/contracts';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import { sortRows, useSortParam } from '../../../lib/table-sort';
import type { RgmOrderRow } from '../api/rgm.types';
import { orderTypeLabel, OrderOutcome } from './rgm-order-labels';

const instant = (iso: string | null) => (iso ? formatShortDateTime(iso) : EMPTY);

/** The list's columns; the state read against the period (booked after it: "Agendada para …"). */
function orderColumns(period: RgmListPeriod): readonly DataColumn<RgmOrderRow>[] {
  return [
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
      cell: (row) => (
        <>
          <span className="nowrap">{instant(row.abertura)}</span>
          {row.agendadaPara && (
            <span className="table__sub nowrap">agendada {instant(row.agendadaPara)}</span>
          )}
        </>
      ),
      value: (row) => row.abertura,
      firstDirection: 'desc',
    },
    {
      key: 'inicio',
      label: 'Atendimento',
      cell: (row) =>
        row.inicio || row.fim ? (
          <>
            <span className="nowrap">{instant(row.inicio)}</span>
            <span className="table__sub nowrap">até {instant(row.fim)}</span>
          </>
        ) : (
          <span className="muted">{EMPTY}</span>
        ),
      value: (row) => row.inicio,
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
      key: 'prazo',
      label: 'Situação e prazo',
      cell: (row) => (
        <>
          {rgmOrderStateText(row, period)}
          <span className="table__sub">
            <OrderOutcome row={row} />
          </span>
        </>
      ),
      value: (row) => row.prazo,
    },
    {
      key: 'causaRaiz',
      label: 'Causa raiz',
      cell: (row) => {
        const entry = row.causa ?? row.causaRaiz;
        if (!entry) return <span className="muted">{EMPTY}</span>;
        return row.causaRaiz && row.causaRaiz !== entry ? (
          <>
            {entry}
            <br />
            <span className="muted">“{row.causaRaiz}”</span>
          </>
        ) : (
          entry
        );
      },
      value: (row) => row.causa ?? row.causaRaiz,
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
}

/** Every order of the period, sortable by any column (the order is kept in the address). */
export function RgmOrdersTab({
  orders,
  period,
}: {
  orders: readonly RgmOrderRow[];
  period: RgmListPeriod;
}) {
  const columns = orderColumns(period);
  const [sort, setSort] = useSortParam({ key: 'abertura', direction: 'asc' });
  if (orders.length === 0) {
    return (
      <EmptyState title="Nenhuma ordem no período">
        As ordens aparecem aqui quando são abertas ou concluídas no período do RGM.
      </EmptyState>
    );
  }
  const column = columns.find((item) => item.key === sort.key);
  const rows = sortRows(orders, column?.value, sort.direction);
  return (
    <>
      <p className="rgm-tabs__note" data-nota-ordens>
        {rgmOrdersListNote(orders, period)}
      </p>
      <DataTable
        columns={columns}
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
