import {
  DISPATCH_ROLES,
  ORDER_ACTIONS,
  type OrderAction,
  orderActionAllowed,
  type ServiceOrderDetail,
} from '@campo/contracts';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorMessage } from '@campo/web-client';
import { SummaryList } from '../../../components/summary-list';
import { EMPTY, formatDateTime, formatNumber, formatShortDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useUnassignTechnician } from '../hooks/use-order-actions';
import { useOrder } from '../hooks/use-orders';
import { priorityLabel, typeLabel } from '../order-format';
import { AssignTechnician } from './assign-technician';
import { OrderActions } from './order-actions';
import { OrderActivities } from './order-activities';
import { OrderBadges } from './order-badges';
import { OrderFieldRecords } from './order-field-records';
import { OrderHistory } from './order-history';
import { OrderSla } from './order-sla';
import { OrderVisitReport } from './order-visit-report';

const BACK = { to: '/ordens', label: 'Ordens de serviço' };

/** What the order is about and when things happened, label by label. */
function facts(order: ServiceOrderDetail): Array<[string, string]> {
  const equipment = order.equipamento;
  return [
    [
      'Equipamento',
      equipment ? [equipment.codigo, equipment.descricao].filter(Boolean).join(' — ') : EMPTY,
    ],
    ['Contrato', order.contrato.codigo],
    ['Tipo', typeLabel(order.tipo)],
    ['Prioridade', priorityLabel(order.prioridade)],
    ['Origem', order.origem === 'app' ? 'Aberta no aplicativo' : 'Integração (ERP ou planilha)'],
    ['Abertura', formatDateTime(order.abertura)],
    ['Agendada para', formatShortDateTime(order.agendadaPara)],
    ['Início do atendimento', formatDateTime(order.inicioAtendimento)],
    ['Fim do atendimento', formatDateTime(order.fimAtendimento)],
    ...(order.causaRaiz ? [['Causa raiz', order.causaRaiz] as [string, string]] : []),
  ];
}

export function OrderPage() {
  const { orderId = '' } = useParams();
  const { usuario } = useCurrentSession();
  const order = useOrder(orderId);
  const unassign = useUnassignTechnician();
  const canDispatch = DISPATCH_ROLES.includes(usuario.papel);

  if (order.isPending)
    return (
      <Page title="Ordem de serviço" back={BACK}>
        <LoadingState />
      </Page>
    );
  if (order.isError)
    return (
      <Page title="Ordem de serviço" back={BACK}>
        <ErrorState error={order.error} onRetry={() => order.refetch()} />
      </Page>
    );
  const data = order.data;
  const canAllocate = canDispatch && orderActionAllowed('alocar', data.situacao);
  // A finished or cancelled order has nothing left to do: no empty "Ações" card.
  const canAct =
    canDispatch &&
    (Object.keys(ORDER_ACTIONS) as OrderAction[]).some((action) =>
      orderActionAllowed(action, data.situacao),
    );

  return (
    <Page
      className="order-page"
      title={
        <>
          {data.codigo} <OrderBadges order={data} />
        </>
      }
      back={BACK}
      lead={data.descricao}
    >
      <OrderSla order={data} />
      <section className="card">
        <SummaryList inline={false} className="order-facts" facts={facts(data)} />
        {data.origemCorretiva && (
          <p className="order-origin" data-origem-corretiva>
            Corretiva aberta pelo item não conforme “{data.origemCorretiva.item}” da OS{' '}
            <Link to={`/ordens/${data.origemCorretiva.ordemId}`}>
              {data.origemCorretiva.codigo}
            </Link>
            .
          </p>
        )}
      </section>
      <OrderActivities order={data} />
      <OrderFieldRecords order={data} />
      <OrderVisitReport orderId={data.id} />
      <section className="card" aria-labelledby="order-allocations-title">
        <h2 id="order-allocations-title">Técnicos</h2>
        {data.alocacoes.length === 0 ? (
          <p className="muted">Nenhum técnico alocado.</p>
        ) : (
          <ul className="allocation-list">
            {data.alocacoes.map((allocation) => (
              <li key={allocation.id} className="allocation-list__item">
                <span>
                  <span className="table__strong">{allocation.tecnico}</span>
                  <span className="table__sub">
                    desde {formatShortDateTime(allocation.inicio)}
                    {allocation.fim && ` até ${formatShortDateTime(allocation.fim)}`}
                    {allocation.km > 0 && ` · ${formatNumber(allocation.km)} km`}
                  </span>
                </span>
                {canAllocate && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={unassign.isPending}
                    onClick={() => unassign.mutate({ id: data.id, alocacaoId: allocation.id })}
                  >
                    Desalocar
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {unassign.isError && (
          <p className="field__error" role="alert">
            {errorMessage(unassign.error)}
          </p>
        )}
        {canAllocate && <AssignTechnician order={data} />}
      </section>
      {canAct && <OrderActions key={data.agendadaPara ?? ''} order={data} />}
      <OrderHistory events={data.historico} />
    </Page>
  );
}
