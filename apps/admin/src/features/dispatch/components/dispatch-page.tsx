import type { ServiceOrderSummary } from '@campo/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { formatCalendarDate, formatShortDateTime } from '../../../lib/format';
import { AssignTechnician } from '../../orders/components/assign-technician';
import { OrderBadges } from '../../orders/components/order-badges';
import { typeLabel } from '../../orders/order-format';
import { layOut } from '../agenda';
import { useDispatchAgenda } from '../hooks/use-dispatch-agenda';

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

function dayLabel(day: string) {
  return `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${formatCalendarDate(day).slice(0, 5)}`;
}

function shift(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The supervisor's agenda: open orders by technician and day, the unassigned first, late ones flagged. */
export function DispatchPage() {
  const [params, setParams] = useSearchParams();
  const inicio = params.get('inicio') || undefined;
  const agenda = useDispatchAgenda(inicio);
  const go = (day: string | null) => setParams(day ? { inicio: day } : {}, { replace: true });

  return (
    <section className="page dispatch-page">
      <PageHeader
        title="Despacho"
        lead="As ordens em aberto por técnico e dia. As sem técnico vêm primeiro: escolha o técnico e a ordem é alocada."
        actions={
          <Link to="/ordens/nova" className="button button--primary">
            Nova OS
          </Link>
        }
      />
      {agenda.isPending ? (
        <LoadingState label="Carregando a agenda…" />
      ) : agenda.isError ? (
        <ErrorState error={agenda.error} onRetry={() => agenda.refetch()} />
      ) : (
        <DispatchBoard agenda={agenda.data} busy={agenda.isPlaceholderData} onGo={go} />
      )}
    </section>
  );
}

function DispatchBoard({
  agenda,
  busy,
  onGo,
}: {
  agenda: Parameters<typeof layOut>[0];
  busy: boolean;
  onGo: (day: string | null) => void;
}) {
  const { unassigned, rows } = layOut(agenda);
  const first = agenda.dias[0];
  return (
    <div className="stack" aria-busy={busy}>
      <section className="card" aria-labelledby="unassigned-title">
        <h2 id="unassigned-title">Sem técnico ({unassigned.length})</h2>
        {unassigned.length === 0 ? (
          <p className="muted">Todas as ordens em aberto têm técnico.</p>
        ) : (
          <ul className="dispatch-list">
            {unassigned.map((order) => (
              <li key={order.id} className="dispatch-list__item" data-ordem-id={order.id}>
                <OrderSummaryLine order={order} />
                <AssignTechnician order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="agenda-title">
        <div className="card__header dispatch-nav">
          <h2 id="agenda-title">Agenda</h2>
          <div className="form__actions-group">
            <button
              type="button"
              className="button button--small"
              onClick={() => onGo(shift(first, -7))}
            >
              ← Semana anterior
            </button>
            <button type="button" className="button button--small" onClick={() => onGo(null)}>
              Hoje
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => onGo(shift(first, 7))}
            >
              Próxima semana →
            </button>
          </div>
        </div>
        {rows.length === 0 ? (
          <EmptyState title="Nenhum técnico ativo">
            Convide técnicos em Empresa › Usuários para alocá-los nas ordens.
          </EmptyState>
        ) : (
          <div
            className="agenda"
            style={{ '--agenda-days': agenda.dias.length } as React.CSSProperties}
          >
            <div className="agenda__head" aria-hidden="true">
              <span>Técnico</span>
              {agenda.dias.map((day) => (
                <span key={day}>{dayLabel(day)}</span>
              ))}
            </div>
            {rows.map((row) => (
              <div key={row.id} className="agenda__row" data-tecnico-id={row.id}>
                <div className="agenda__tech">{row.nome}</div>
                {row.dias.map((orders, index) => (
                  <div
                    key={agenda.dias[index]}
                    className={`agenda__cell${orders.length === 0 ? ' agenda__cell--empty' : ''}`}
                  >
                    <span className="agenda__cell-day">{dayLabel(agenda.dias[index])}</span>
                    {orders.map((order) => (
                      <Link
                        key={order.id}
                        to={`/ordens/${order.id}`}
                        className={`agenda__order${order.sla.atrasada ? ' agenda__order--late' : ''}`}
                        data-ordem-id={order.id}
                      >
                        <span className="table__strong">{order.codigo}</span>
                        <span className="table__sub">
                          {order.equipamento?.codigo ?? order.contrato.codigo}
                          {order.dia < first &&
                            ` · desde ${formatCalendarDate(order.dia).slice(0, 5)}`}
                        </span>
                        {order.sla.atrasada && (
                          <span className="badge badge--danger badge--tiny">Atrasada</span>
                        )}
                      </Link>
                    ))}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

function OrderSummaryLine({ order }: { order: ServiceOrderSummary }) {
  return (
    <span className="dispatch-list__order">
      <Link to={`/ordens/${order.id}`} className="table__strong">
        {order.codigo}
      </Link>{' '}
      <OrderBadges order={order} />
      <span className="table__sub">
        {typeLabel(order.tipo)} · {order.equipamento?.codigo ?? order.contrato.codigo}
        {order.descricao ? ` · ${order.descricao}` : ''}
      </span>
      <span className="table__sub">
        {order.agendadaPara
          ? `Agendada para ${formatShortDateTime(order.agendadaPara)}`
          : `Aberta em ${formatShortDateTime(order.abertura)}`}
      </span>
    </span>
  );
}
