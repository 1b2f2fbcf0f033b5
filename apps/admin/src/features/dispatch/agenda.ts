import type { DispatchAgenda, ServiceOrderSummary } from '@campo/contracts';

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
