import { type RgmListPeriod, scheduledAfterPeriodNote } from '@campo/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/query-states';
import {
  EMPTY,
  formatCalendarDate,
  formatKg,
  formatNumber,
  formatShortDateTime,
} from '../../../lib/format';
import type { RgmOrderRow, RgmPendingItems } from '../api/rgm.types';
import { orderStateLabel, orderTypeLabel } from './rgm-order-labels';

type Pending = RgmPendingItems;

const muted = <span className="muted">{EMPTY}</span>;

/** A value with a smaller line under it (the sector, the order), when there is one. */
function withSub(value: ReactNode, sub: string | null | undefined) {
  return (
    <>
      {value}
      {sub && <span className="table__sub">{sub}</span>}
    </>
  );
}

/** What was still open at the period's end: orders, non-conformities, overdue preventives, technicians' notes, HCFC units. */
export function RgmPendingTab({
  pending,
  orders,
  period,
}: {
  pending: RgmPendingItems;
  orders: readonly RgmOrderRow[];
  period: RgmListPeriod;
}) {
  const overdue = pending.preventivasAtrasadas;
  const ahead = scheduledAfterPeriodNote(orders, period);
  return (
    <>
      <p className="rgm-tabs__note">
        O que estava em aberto em {formatCalendarDate(period.fim)}, fim do período.
      </p>
      <Part<Pending['ordensAbertas'][number]>
        id="ordens-abertas"
        title="Ordens não concluídas"
        empty="Nenhuma ordem atrasada ou em atendimento no fim do período."
        note={ahead}
        rows={pending.ordensAbertas}
        rowKey={(order) => order.ordemId}
        rowProps={(order) => ({ 'data-ordem': order.codigo })}
        columns={[
          {
            key: 'ordem',
            label: 'Ordem',
            className: 'table__name',
            cell: (order) => (
              <>
                <span className="table__strong">{order.codigo}</span>
                <span className="table__sub">{orderTypeLabel(order.tipo)}</span>
              </>
            ),
          },
          {
            key: 'abertura',
            label: 'Abertura',
            className: 'nowrap',
            cell: (order) => formatShortDateTime(order.abertura),
          },
          {
            key: 'equipamento',
            label: 'Equipamento',
            cell: (order) => withSub(order.equipamento ?? EMPTY, order.setor),
          },
          {
            key: 'situacao',
            label: 'Situação no fim do período',
            card: 'state',
            cell: (order) => orderStateLabel(order.situacao),
          },
          {
            key: 'dias',
            label: 'Dias em aberto',
            numeric: true,
            cell: (order) => formatNumber(order.diasEmAberto),
          },
          { key: 'descricao', label: 'Descrição', cell: (order) => order.descricao ?? muted },
        ]}
      />
      <Part<Pending['naoConformidades'][number]>
        id="nao-conformidades"
        title="Não conformidades sem correção"
        empty="Nenhuma não conformidade do checklist em aberto: cada uma foi corrigida numa visita seguinte ao mesmo equipamento."
        rows={pending.naoConformidades}
        rowKey={(row) => `${row.ordem} ${row.item}`}
        columns={[
          {
            key: 'equipamento',
            label: 'Equipamento',
            className: 'table__name table__strong',
            cell: (row) => withSub(row.equipamento ?? EMPTY, row.setor),
          },
          { key: 'item', label: 'Item', card: 'state', cell: (row) => row.item },
          { key: 'observacao', label: 'Observação', cell: (row) => row.observacao ?? muted },
          {
            key: 'data',
            label: 'Constatada em',
            className: 'nowrap',
            cell: (row) => withSub(formatCalendarDate(row.data), row.ordem),
          },
        ]}
      />
      {overdue && (
        <Part<NonNullable<Pending['preventivasAtrasadas']>[number]>
          id="preventivas-atrasadas"
          title="Preventivas atrasadas"
          empty="Nenhuma preventiva do período venceu sem execução."
          rows={overdue}
          rowKey={(row) => `${row.equipamento} ${row.prevista}`}
          columns={[
            {
              key: 'equipamento',
              label: 'Equipamento',
              className: 'table__name table__strong',
              cell: (row) => withSub(row.equipamento, row.setor),
            },
            { key: 'contrato', label: 'Contrato', cell: (row) => row.contrato },
            {
              key: 'prevista',
              label: 'Prevista',
              className: 'nowrap',
              card: 'state',
              cell: (row) => formatCalendarDate(row.prevista),
            },
            {
              key: 'tolerancia',
              label: 'Tolerância',
              numeric: true,
              cell: (row) => `±${formatNumber(row.toleranciaDias)} d`,
            },
            {
              key: 'depois',
              label: 'Executada depois do período',
              cell: (row) =>
                row.executadaDepois ? formatCalendarDate(row.executadaDepois) : 'Não',
            },
          ]}
        />
      )}
      <Part<Pending['recomendacoes'][number]>
        id="observacoes"
        title="Observações dos técnicos"
        empty="Nenhuma observação registrada nas visitas do período."
        rows={pending.recomendacoes}
        rowKey={(row) => `${row.ordem} ${row.item} ${row.texto}`}
        columns={[
          {
            key: 'data',
            label: 'Data',
            className: 'nowrap',
            cell: (row) => withSub(formatCalendarDate(row.data), row.ordem),
          },
          {
            key: 'equipamento',
            label: 'Equipamento',
            card: 'title',
            cell: (row) => row.equipamento ?? EMPTY,
          },
          { key: 'item', label: 'Item', card: 'state', cell: (row) => row.item ?? EMPTY },
          { key: 'texto', label: 'Observação', cell: (row) => row.texto },
          { key: 'tecnico', label: 'Técnico', cell: (row) => row.tecnico ?? EMPTY },
        ]}
      />
      {pending.unidadesHcfc && (
        <Part<NonNullable<Pending['unidadesHcfc']>[number]>
          id="unidades-hcfc"
          title="Unidades com HCFC a substituir"
          empty="Nenhuma unidade com HCFC."
          rows={pending.unidadesHcfc}
          rowKey={(unit) => unit.equipamentoId}
          columns={[
            {
              key: 'equipamento',
              label: 'Equipamento',
              card: 'title',
              cell: (unit) => withSub(unit.codigo, unit.setor),
            },
            { key: 'gas', label: 'Gás', card: 'state', cell: (unit) => unit.tipoGas },
            {
              key: 'carga',
              label: 'Carga nominal',
              numeric: true,
              cell: (unit) => (unit.cargaKg === null ? 'não informada' : formatKg(unit.cargaKg)),
            },
            { key: 'nota', label: 'Nota', cell: (unit) => unit.nota },
          ]}
        />
      )}
    </>
  );
}

/** One kind of pending item: its title and count, and its table (or why it is empty). */
function Part<Row>({
  id,
  title,
  empty,
  note,
  ...table
}: {
  id: string;
  title: string;
  empty: string;
  /** A line under the title (what the part leaves out, say). */
  note?: string | null;
} & Pick<ComponentProps<typeof DataTable<Row>>, 'rows' | 'rowKey' | 'rowProps' | 'columns'>) {
  return (
    <section className="rgm-pending" aria-labelledby={`pendencias-${id}`} data-pendencia={id}>
      <h3 id={`pendencias-${id}`} className="rgm-split__title">
        {title} <span className="pill__count">{table.rows.length}</span>
      </h3>
      {note && (
        <p className="rgm-tabs__note" data-nota>
          {note}
        </p>
      )}
      {table.rows.length === 0 ? (
        <EmptyState title={`Nenhum item`}>{empty}</EmptyState>
      ) : (
        <DataTable<Row> className="table--dense" {...table} />
      )}
    </section>
  );
}
