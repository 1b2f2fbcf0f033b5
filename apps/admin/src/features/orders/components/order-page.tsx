import { DISPATCH_ROLES, orderActionAllowed } from '@campo/contracts';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorMessage } from '../../../lib/api-client';
import { EMPTY, formatDateTime, formatNumber, formatShortDateTime } from '../../../lib/format';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useUnassignTechnician } from '../hooks/use-order-actions';
import { useOrder } from '../hooks/use-orders';
import { priorityLabel, typeLabel } from '../order-format';
import { AssignTechnician } from './assign-technician';
import { OrderActions } from './order-actions';
import { OrderBadges } from './order-badges';
import { OrderHistory } from './order-history';
import { OrderSla } from './order-sla';

const BACK = { to: '/ordens', label: 'Ordens de serviço' };

export function OrderPage() {
  const { orderId = '' } = useParams();
  const { usuario } = useCurrentSession();
  const order = useOrder(orderId);
  const unassign = useUnassignTechnician();
  const canDispatch = DISPATCH_ROLES.includes(usuario.papel);

  if (order.isPending)
    return (
      <section className="page">
        <PageHeader title="Ordem de serviço" back={BACK} />
        <LoadingState />
      </section>
    );
  if (order.isError)
    return (
      <section className="page">
        <PageHeader title="Ordem de serviço" back={BACK} />
        <ErrorState error={order.error} onRetry={() => order.refetch()} />
      </section>
    );
  const data = order.data;
  const canAllocate = canDispatch && orderActionAllowed('alocar', data.situacao);

  return (
    <section className="page order-page">
      <PageHeader
        title={
          <>
            {data.codigo} <OrderBadges order={data} />
          </>
        }
        back={BACK}
        lead={data.descricao}
      />
      <OrderSla order={data} />
      <section className="card">
        <dl className="summary-list">
          <dt>Equipamento</dt>
          <dd>
            {data.equipamento
              ? `${data.equipamento.codigo}${data.equipamento.descricao ? ` — ${data.equipamento.descricao}` : ''}`
              : EMPTY}
          </dd>
          <dt>Contrato</dt>
          <dd>{data.contrato.codigo}</dd>
          <dt>Tipo</dt>
          <dd>{typeLabel(data.tipo)}</dd>
          <dt>Prioridade</dt>
          <dd>{priorityLabel(data.prioridade)}</dd>
          <dt>Origem</dt>
          <dd>{data.origem === 'app' ? 'Aberta no aplicativo' : 'Integração (ERP ou planilha)'}</dd>
          <dt>Abertura</dt>
          <dd>{formatDateTime(data.abertura)}</dd>
          <dt>Agendada para</dt>
          <dd>{formatShortDateTime(data.agendadaPara)}</dd>
          <dt>Início do atendimento</dt>
          <dd>{formatDateTime(data.inicioAtendimento)}</dd>
          <dt>Fim do atendimento</dt>
          <dd>{formatDateTime(data.fimAtendimento)}</dd>
          {data.causaRaiz && (
            <>
              <dt>Causa raiz</dt>
              <dd>{data.causaRaiz}</dd>
            </>
          )}
        </dl>
      </section>
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
      {canDispatch && <OrderActions key={data.agendadaPara ?? ''} order={data} />}
      <OrderHistory events={data.historico} />
    </section>
  );
}
