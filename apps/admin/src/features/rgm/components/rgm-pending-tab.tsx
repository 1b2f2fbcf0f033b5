import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/query-states';
import { EMPTY, formatCalendarDate, formatNumber, formatShortDateTime } from '../../../lib/format';
import type { RgmPendingItems } from '../api/rgm.types';
import { orderStateLabel, orderTypeLabel } from './rgm-order-labels';

/** What was still open at the period's end: orders, non-conformities, overdue preventives, technicians' notes. */
export function RgmPendingTab({ pending, end }: { pending: RgmPendingItems; end: string }) {
  const overdue = pending.preventivasAtrasadas;
  return (
    <>
      <p className="rgm-tabs__note">
        O que estava em aberto em {formatCalendarDate(end)}, fim do período.
      </p>
      <Part
        id="ordens-abertas"
        title="Ordens não concluídas"
        count={pending.ordensAbertas.length}
        empty="Nenhuma ordem em aberto no fim do período."
      >
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Ordem</th>
              <th scope="col">Abertura</th>
              <th scope="col">Equipamento</th>
              <th scope="col">Situação no fim do período</th>
              <th scope="col" className="num">
                Dias em aberto
              </th>
              <th scope="col">Descrição</th>
            </tr>
          </thead>
          <tbody>
            {pending.ordensAbertas.map((order) => (
              <tr key={order.ordemId} data-ordem={order.codigo}>
                <td className="table__name">
                  <span className="table__strong">{order.codigo}</span>
                  <span className="table__sub">{orderTypeLabel(order.tipo)}</span>
                </td>
                <td className="nowrap">{formatShortDateTime(order.abertura)}</td>
                <td>
                  {order.equipamento ?? EMPTY}
                  {order.setor && <span className="table__sub">{order.setor}</span>}
                </td>
                <td>{orderStateLabel(order.situacao)}</td>
                <td className="num">{formatNumber(order.diasEmAberto)}</td>
                <td>{order.descricao ?? <span className="muted">{EMPTY}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
      <Part
        id="nao-conformidades"
        title="Não conformidades sem correção"
        count={pending.naoConformidades.length}
        empty="Nenhuma não conformidade do checklist em aberto: cada uma foi corrigida numa visita seguinte ao mesmo equipamento."
      >
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Equipamento</th>
              <th scope="col">Item</th>
              <th scope="col">Observação</th>
              <th scope="col">Constatada em</th>
            </tr>
          </thead>
          <tbody>
            {pending.naoConformidades.map((row) => (
              <tr key={`${row.ordem} ${row.item}`}>
                <td className="table__name">
                  <span className="table__strong">{row.equipamento ?? EMPTY}</span>
                  {row.setor && <span className="table__sub">{row.setor}</span>}
                </td>
                <td>{row.item}</td>
                <td>{row.observacao ?? <span className="muted">{EMPTY}</span>}</td>
                <td className="nowrap">
                  {formatCalendarDate(row.data)} <span className="table__sub">{row.ordem}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
      {overdue && (
        <Part
          id="preventivas-atrasadas"
          title="Preventivas atrasadas"
          count={overdue.length}
          empty="Nenhuma preventiva do período venceu sem execução."
        >
          <table className="table table--dense">
            <thead>
              <tr>
                <th scope="col">Equipamento</th>
                <th scope="col">Contrato</th>
                <th scope="col">Prevista</th>
                <th scope="col" className="num">
                  Tolerância
                </th>
                <th scope="col">Executada depois do período</th>
              </tr>
            </thead>
            <tbody>
              {overdue.map((row) => (
                <tr key={`${row.equipamento} ${row.prevista}`}>
                  <td className="table__name">
                    <span className="table__strong">{row.equipamento}</span>
                    {row.setor && <span className="table__sub">{row.setor}</span>}
                  </td>
                  <td>{row.contrato}</td>
                  <td className="nowrap">{formatCalendarDate(row.prevista)}</td>
                  <td className="num">±{formatNumber(row.toleranciaDias)} d</td>
                  <td>{row.executadaDepois ? formatCalendarDate(row.executadaDepois) : 'Não'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>
      )}
      <Part
        id="observacoes"
        title="Observações dos técnicos"
        count={pending.recomendacoes.length}
        empty="Nenhuma observação registrada nas visitas do período."
      >
        <table className="table table--dense">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Equipamento</th>
              <th scope="col">Item</th>
              <th scope="col">Observação</th>
              <th scope="col">Técnico</th>
            </tr>
          </thead>
          <tbody>
            {pending.recomendacoes.map((row) => (
              <tr key={`${row.ordem} ${row.item} ${row.texto}`}>
                <td className="nowrap">
                  {formatCalendarDate(row.data)} <span className="table__sub">{row.ordem}</span>
                </td>
                <td>{row.equipamento ?? EMPTY}</td>
                <td>{row.item ?? EMPTY}</td>
                <td>{row.texto}</td>
                <td>{row.tecnico ?? EMPTY}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Part>
    </>
  );
}

function Part({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section className="rgm-pending" aria-labelledby={`pendencias-${id}`} data-pendencia={id}>
      <h3 id={`pendencias-${id}`} className="rgm-split__title">
        {title} <span className="pill__count">{count}</span>
      </h3>
      {count === 0 ? (
        <EmptyState title={`Nenhum item`}>{empty}</EmptyState>
      ) : (
        <div className="table-wrap">{children}</div>
      )}
    </section>
  );
}
