import { type DispatchAgenda, isPastLocal, type ServiceOrderSummary } from '@campo/contracts';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/query-states';
import { formatCalendarDate, formatTimeOfDay } from '../../../lib/format';
import { type AgendaRow, dropId, slotOf } from '../agenda';
import { orderPlace } from '../order-place';

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

export function dayLabel(day: string) {
  return `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${formatCalendarDate(day).slice(0, 5)}`;
}

/**
 * The week by technician and day, each day in the company's hours an order can be dropped
 * on (a past hour shown as such: a drop there goes to the next free one), with the
 * technician's load of the day on top.
 */
export function DispatchAgendaGrid({
  agenda,
  rows,
  now,
  timeZone,
  onSchedule,
}: {
  agenda: DispatchAgenda;
  rows: AgendaRow[];
  /** The clock the past slots are judged by, and the company's time zone. */
  now: Date;
  timeZone: string;
  onSchedule: (order: ServiceOrderSummary, fromTechnician: string) => void;
}) {
  if (rows.length === 0) {
    return (
      <EmptyState title="Nenhum técnico ativo">
        Convide técnicos em Empresa › Usuários para alocá-los nas ordens.
      </EmptyState>
    );
  }
  const first = agenda.dias[0];
  return (
    <div className="agenda" style={{ '--agenda-days': agenda.dias.length } as React.CSSProperties}>
      <div className="agenda__head" aria-hidden="true">
        <span>Técnico</span>
        {agenda.dias.map((day) => (
          <span key={day}>{dayLabel(day)}</span>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row.id} className="agenda__row" data-tecnico-id={row.id}>
          <div className="agenda__tech">{row.nome}</div>
          {row.dias.map((orders, index) => {
            const day = agenda.dias[index];
            return (
              <div
                key={day}
                className={`agenda__cell${orders.length === 0 ? ' agenda__cell--empty' : ''}`}
                data-dia={day}
              >
                <span className="agenda__cell-head">
                  <span className="agenda__cell-day">{dayLabel(day)}</span>
                  <span
                    className={`agenda__load${orders.length === 0 ? ' agenda__load--free' : ''}`}
                    data-carga={orders.length}
                    title={`${row.nome}: ${orders.length} ordem(ns) em ${dayLabel(day)}`}
                  >
                    {orders.length === 0 ? 'livre' : `${orders.length} OS`}
                  </span>
                </span>
                {agenda.horarios.map((hora) => (
                  <AgendaSlot
                    key={hora}
                    row={row}
                    day={day}
                    hora={hora}
                    past={isPastLocal({ dia: day, hora }, now, timeZone)}
                    orders={orders.filter((order) => slotOf(order, agenda.horarios) === hora)}
                    first={first}
                    onSchedule={onSchedule}
                  />
                ))}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function AgendaSlot({
  row,
  day,
  hora,
  past,
  orders,
  first,
  onSchedule,
}: {
  row: AgendaRow;
  day: string;
  hora: string;
  past: boolean;
  orders: ServiceOrderSummary[];
  first: string;
  onSchedule: (order: ServiceOrderSummary, fromTechnician: string) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({
    id: dropId({ tecnicoId: row.id, dia: day, hora }),
    data: {
      label: `${row.nome}, ${dayLabel(day)}, ${hora}${past ? ' (já passou: vai para o próximo horário livre)' : ''}`,
    },
  });
  return (
    <div
      ref={setNodeRef}
      className={`agenda__slot${isOver ? ' agenda__slot--over' : ''}${past ? ' agenda__slot--past' : ''}`}
      data-slot={hora}
      data-passado={past || undefined}
    >
      <span className="agenda__slot-label">{hora}</span>
      {orders.map((order) => (
        <AgendaOrder key={order.id} order={order} row={row} first={first} onSchedule={onSchedule} />
      ))}
    </div>
  );
}

function AgendaOrder({
  order,
  row,
  first,
  onSchedule,
}: {
  order: ServiceOrderSummary;
  row: AgendaRow;
  first: string;
  onSchedule: (order: ServiceOrderSummary, fromTechnician: string) => void;
}) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `${row.id}|${order.id}`,
    data: { ordemId: order.id, codigo: order.codigo, deTecnicoId: row.id },
  });
  const place = orderPlace(order);
  return (
    <div
      ref={setNodeRef}
      className={`agenda__order${order.sla.atrasada ? ' agenda__order--late' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-ordem-id={order.id}
    >
      <Link
        to={`/ordens/${order.id}`}
        className="table__strong agenda__code"
        data-ordem-id={order.id}
      >
        {order.codigo}
      </Link>
      <span className="table__sub">
        {order.agendadaPara && order.dia >= first
          ? `${formatTimeOfDay(order.agendadaPara)} · `
          : ''}
        {place.unidade}
        {order.dia < first && ` · desde ${formatCalendarDate(order.dia).slice(0, 5)}`}
      </span>
      {order.sla.atrasada && <span className="badge badge--danger badge--tiny">Atrasada</span>}
      <span className="agenda__order-actions">
        <button
          type="button"
          className="drag-handle drag-handle--small"
          aria-label={`Mover ${order.codigo} de ${row.nome}`}
          {...listeners}
          {...attributes}
        >
          ⠿
        </button>
        <button
          type="button"
          className="link-button agenda__reschedule"
          onClick={() => onSchedule(order, row.id)}
        >
          Reagendar…
        </button>
      </span>
    </div>
  );
}
