/**
 * Wire types of dispatch's triage, scheduling from the agenda and the corrective orders
 * proposed by failed checklist items (`/api/fs/despacho/...`).
 */
import type { OrderPriority, OrderType, ServiceOrderSummary } from './orders';
import { localDate } from './report-format';

/** Triage order: URGENTE first, orders without a priority last. */
export const TRIAGE_PRIORITY_ORDER: readonly OrderPriority[] = [
  'URGENTE',
  'ALTA',
  'MEDIA',
  'BAIXA',
];

/** `GET /api/fs/despacho/triagem` filters. */
export interface DispatchTriageQuery {
  prioridade?: OrderPriority;
  contratoId?: string;
  tipo?: OrderType;
}

/** The open orders without a technician, by priority, then due time (`prazo`), then opening. */
export interface DispatchTriage {
  itens: ServiceOrderSummary[];
}

/**
 * `PATCH /api/fs/ordens/:id/programacao`: take the order to a technician's local day and
 * time. `deTecnicoId`: the technician it leaves (moved between rows of the agenda).
 */
export interface ScheduleOrderRequest {
  tecnicoId: string;
  /** Local day `AAAA-MM-DD` and time `HH:MM` in the company's time zone. */
  dia: string;
  hora: string;
  deTecnicoId?: string;
}

/** A local time of day `HH:MM` (24 h). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The hours an order is dropped on in the agenda until the company sets its own. */
export const DEFAULT_AGENDA_SLOTS: readonly string[] = ['08:00', '10:00', '14:00', '16:00'];

/** At most this many slots a day: the agenda stays readable on a phone. */
export const AGENDA_SLOTS_MAX = 12;

/** A local day `AAAA-MM-DD` and time `HH:MM` in the company's time zone. */
export interface LocalDayTime {
  dia: string;
  hora: string;
}

/** The local day and time (`HH:MM`) of an instant in `timeZone`. */
export function localDayTime(instant: Date, timeZone: string): LocalDayTime {
  const hora = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
  return { dia: localDate(instant, timeZone), hora };
}

/**
 * Whether a local day and time is already past at `now`: the minute itself counts as past,
 * so an order is never scheduled for a time the clock has reached. The one rule the
 * agenda's drop, its dialog and the API apply.
 */
export function isPastLocal(at: LocalDayTime, now: Date, timeZone: string): boolean {
  const current = localDayTime(now, timeZone);
  return `${at.dia}T${at.hora}` <= `${current.dia}T${current.hora}`;
}

/** The agenda slot a local time sits in: the last slot at or before it (the first, before them all). */
export function slotOfTime(hora: string, slots: readonly string[]): string {
  const before = slots.filter((slot) => slot <= hora);
  return before.length > 0 ? before[before.length - 1] : slots[0];
}

/**
 * Where an order dropped on `target` goes when that time is past: the first slot after it,
 * on the days shown, that is in the future and `free` for the technician; null when none is.
 */
export function nextOpenSlot(
  target: LocalDayTime,
  options: {
    dias: readonly string[];
    slots: readonly string[];
    now: Date;
    timeZone: string;
    free: (at: LocalDayTime) => boolean;
  },
): LocalDayTime | null {
  for (const dia of options.dias) {
    if (dia < target.dia) continue;
    for (const hora of options.slots) {
      const at = { dia, hora };
      if (dia === target.dia && hora < target.hora) continue;
      if (!isPastLocal(at, options.now, options.timeZone) && options.free(at)) return at;
    }
  }
  return null;
}

/** A non-conforming checklist answer that calls for a corrective visit. */
export interface CorrectiveProposal {
  /** The answer's id (`checklist_resposta`). */
  id: string;
  ordem: { id: string; codigo: string; situacao: string };
  equipamento: { id: string; codigo: string; setor: string | null };
  contrato: { id: string; codigo: string };
  item: string;
  observacao: string | null;
}

/** `GET /api/fs/despacho/propostas`. */
export interface CorrectiveProposals {
  itens: CorrectiveProposal[];
}

/** `POST /api/fs/despacho/propostas/:id/abrir`: the corrective order opened. */
export interface OpenedCorrective {
  ordemId: string;
  codigo: string;
}
