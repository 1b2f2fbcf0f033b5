import {
  type DispatchAgenda,
  type ServiceOrderSummary,
  type LocalDayTime,
  nextOpenSlot,
  slotOfTime,
} from '@campo/contracts';
import { formatTimeOfDay } from '../../lib/format';

export interface AgendaRow {
  id: string;
  nome: string;
  /** Orders of each day shown, in the order of `dias`; an order from before the first day is on the first. */
  dias: ServiceOrderSummary[][];
}

/**
 * The agenda laid out: the unassigned orders apart (they come first), then one row per
 * technician with their orders by day. An order with two technicians shows on both rows.
 */
export function layOut(agenda: DispatchAgenda): {
  unassigned: ServiceOrderSummary[];
  rows: AgendaRow[];
} {
  const column = (order: ServiceOrderSummary) => Math.max(0, agenda.dias.indexOf(order.dia));
  const rows = new Map<string, AgendaRow>(
    agenda.tecnicos.map((t) => [t.id, { ...t, dias: agenda.dias.map(() => []) }]),
  );
  const unassigned: ServiceOrderSummary[] = [];
  for (const order of agenda.ordens) {
    if (order.tecnicos.length === 0) {
      unassigned.push(order);
      continue;
    }
    for (const technician of order.tecnicos) {
      let row = rows.get(technician.id);
      if (!row) {
        // Assigned earlier, no longer an active technician: still shown.
        row = { id: technician.id, nome: technician.nome, dias: agenda.dias.map(() => []) };
        rows.set(technician.id, row);
      }
      row.dias[column(order)].push(order);
    }
  }
  return { unassigned, rows: [...rows.values()] };
}

/** The agenda slot an order sits in: by its scheduled local time, or the first slot. */
export function slotOf(order: Pick<ServiceOrderSummary, 'agendadaPara'>, slots: readonly string[]) {
  return order.agendadaPara ? slotOfTime(formatTimeOfDay(order.agendadaPara), slots) : slots[0];
}

/** Where a drop lands: a technician, a local day and a time (the droppable's id says it). */
export interface DropTarget extends LocalDayTime {
  tecnicoId: string;
}

export const dropId = (target: DropTarget) => `${target.tecnicoId}|${target.dia}|${target.hora}`;

export function parseDropId(id: string): DropTarget {
  const [tecnicoId, dia, hora] = id.split('|');
  return { tecnicoId, dia, hora };
}

/** What is dragged: an order, and the technician row it leaves (null from triage). */
export interface DragSource {
  ordemId: string;
  codigo: string;
  deTecnicoId: string | null;
}

/**
 * Where a drop on a time already past goes: the technician's next free slot of the week
 * shown (no order of theirs at that hour), else the next slot ahead; null when the week
 * has none left.
 */
export function nextDropTarget(
  target: DropTarget,
  agenda: DispatchAgenda,
  now: Date,
  timeZone: string,
): DropTarget | null {
  const taken = new Set(
    agenda.ordens
      .filter((order) => order.tecnicos.some((technician) => technician.id === target.tecnicoId))
      .map((order) => `${order.dia}|${slotOf(order, agenda.horarios)}`),
  );
  const options = { dias: agenda.dias, slots: agenda.horarios, now, timeZone };
  const next =
    nextOpenSlot(target, { ...options, free: (at) => !taken.has(`${at.dia}|${at.hora}`) }) ??
    nextOpenSlot(target, { ...options, free: () => true });
  return next && { ...next, tecnicoId: target.tecnicoId };
}
