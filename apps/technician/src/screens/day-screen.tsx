import type { TechnicianOrderWhen } from '@campo/contracts';
import { useField, useSession } from '../app/use-field';
import { OrderCard } from '../components/order-card';
import { dayAndTime } from '../format';
import { fieldStore } from '../offline/field-store';
import { localOrder } from '../offline/local-order';

const SECTIONS: Array<{ when: TechnicianOrderWhen | 'CONCLUIDA'; title: string }> = [
  { when: 'ATRASADA', title: 'Atrasadas' },
  { when: 'HOJE', title: 'Hoje' },
  { when: 'PROXIMA', title: 'Próximas' },
  { when: 'CONCLUIDA', title: 'Concluídas hoje' },
];

/** The technician's day: overdue, today's and upcoming orders, nearest first. */
export function DayScreen() {
  const session = useSession();
  const { orders, dayIds, actions, readAt, online } = useField();
  const day = dayIds.flatMap((id) => (orders[id] ? [localOrder(orders[id], actions)] : []));
  const timeZone = session.empresa.fusoHorario;

  return (
    <>
      <div className="screen__head">
        <div>
          <h1>Minhas ordens</h1>
          <p className="muted">
            {session.usuario.nome}
            {readAt && ` · atualizado ${dayAndTime(readAt, timeZone)}`}
          </p>
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={!online}
          onClick={() => void fieldStore.refresh()}
        >
          Atualizar
        </button>
      </div>
      {day.length === 0 && (
        <p className="card muted">
          {readAt
            ? 'Nenhuma ordem alocada a você.'
            : 'Abra o aplicativo com sinal para baixar suas ordens.'}
        </p>
      )}
      {SECTIONS.map(({ when, title }) => {
        const items = day.filter((item) =>
          when === 'CONCLUIDA'
            ? item.order.situacao === 'CONCLUIDA'
            : item.order.situacao !== 'CONCLUIDA' && item.order.quando === when,
        );
        if (items.length === 0) return null;
        return (
          <section key={when} className="day-section" aria-labelledby={`dia-${when}`}>
            <h2 id={`dia-${when}`}>
              {title} <span className="count">{items.length}</span>
            </h2>
            <ul className="order-list">
              {items.map((item) => (
                <li key={item.order.id}>
                  <OrderCard item={item} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
