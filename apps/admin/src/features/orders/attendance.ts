import type { ServiceOrderSummary } from '@campo/contracts';

const formats = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      time: new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }),
      day: new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/**
 * A field time as a supervisor reads it during the day: `08:30` when it is today in the
 * company's zone, `23/11 08:30` otherwise.
 */
export function formatFieldTime(iso: string, timeZone: string, now = new Date()): string {
  const { time, day } = formatsOf(timeZone);
  const instant = new Date(iso);
  const hour = time.format(instant);
  return day.format(instant) === day.format(now) ? hour : `${day.format(instant)} ${hour}`;
}

/** "às 08:30" today, "em 23/11 às 08:30" on another day (after a verb: "concluída às…"). */
export function atFieldTime(iso: string, timeZone: string, now = new Date()): string {
  const { time, day } = formatsOf(timeZone);
  const instant = new Date(iso);
  const hour = time.format(instant);
  return day.format(instant) === day.format(now)
    ? `às ${hour}`
    : `em ${day.format(instant)} às ${hour}`;
}

/** Where the attendance stands, by the field times: "Em atendimento desde 08:30", "Concluída às 11:05". */
export function attendanceLine(
  order: Pick<ServiceOrderSummary, 'situacao' | 'inicioAtendimento' | 'fimAtendimento'>,
  timeZone: string,
  now = new Date(),
): string | null {
  if (order.situacao === 'EM_ATENDIMENTO' && order.inicioAtendimento)
    return `Em atendimento desde ${formatFieldTime(order.inicioAtendimento, timeZone, now)}`;
  if (order.situacao === 'CONCLUIDA' && order.fimAtendimento)
    return `Concluída ${atFieldTime(order.fimAtendimento, timeZone, now)}`;
  return null;
}

/** Who is on the order: the technicians who started it in the app, else everyone allocated. */
export function attendingTechnicians(order: Pick<ServiceOrderSummary, 'situacao' | 'tecnicos'>) {
  const started = order.tecnicos.filter((technician) => technician.atendendo);
  return order.situacao === 'EM_ATENDIMENTO' && started.length > 0 ? started : order.tecnicos;
}
