/** Dates and numbers as the technician reads them: pt-BR, on the company's clock. */
import { FLUID_EVENT_KIND_LABELS, type FluidEventKind, formatKg } from '@campo/contracts';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { timeZone, ...options });
    cache.set(key, format);
  }
  return format;
}

export function timeOf(iso: string, timeZone: string): string {
  return formatter(timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

export function dayAndTime(iso: string, timeZone: string): string {
  return formatter(timeZone, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** `YYYY-MM-DD` → `24/11`. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** Today as `YYYY-MM-DD` on the company's clock (the gas log's day). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A gas event in one line: "Recarga de 0,8 kg de R-410A em 24/11". */
export function fluidLine(fluid: {
  tipoEvento: string;
  quantidadeKg: number;
  tipoGas: string;
  dataEvento: string;
}) {
  const kind = FLUID_EVENT_KIND_LABELS[fluid.tipoEvento as FluidEventKind] ?? fluid.tipoEvento;
  return `${kind} de ${formatKg(fluid.quantidadeKg)} de ${fluid.tipoGas} em ${shortDay(fluid.dataEvento)}`;
}
