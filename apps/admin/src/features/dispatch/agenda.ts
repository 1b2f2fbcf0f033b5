import type { DispatchAgenda, ServiceOrderSummary } from '@campo/contracts';
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

/** The two halves of a technician's day an order is dropped on, and the time each sets. */
export const DAY_SLOTS = [
  { id: 'manha', label: 'Manhã', hora: '08:00' },
  { id: 'tarde', label: 'Tarde', hora: '14:00' },
] as const;
export type DaySlot = (typeof DAY_SLOTS)[number];

/** The half of the day an order is in: by its scheduled local time (noon on), or the morning. */
export function slotOf(order: Pick<ServiceOrderSummary, 'agendadaPara'>): DaySlot['id'] {
  return order.agendadaPara && formatTimeOfDay(order.agendadaPara) >= '12:00' ? 'tarde' : 'manha';
}

/** Where a drop lands: a technician, a local day and a time (the droppable's id says it). */
export interface DropTarget {
  tecnicoId: string;
  dia: string;
  hora: string;
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
