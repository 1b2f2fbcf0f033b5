/**
 * What the RGM lists besides its figures (added to the snapshot in November 2026): the
 * period's orders, what is still open at its end, the refrigerant used, and who signs.
 * Every section is optional in the snapshot: RGMs frozen before it have none and show
 * as they were.
 */
import type { HcfcUnit } from './fluid';
import {
  ORDER_STATE_LABELS,
  type OrderState,
  type OrderTimelinessKind,
  type OrderTimelinessOutcome,
} from './orders';
import { formatDay, localDate } from './report-format';

/** What a technician's "Ordens trabalhadas" counts, so it never reads as a part of the period's calls. */
export const RGM_TECHNICIAN_ORDERS_NOTE =
  'Ordens trabalhadas: ordens distintas, de qualquer tipo, em que o técnico teve alocação iniciada no ' +
  'período, inclusive as abertas antes dele; uma ordem com dois técnicos conta para cada um. Por isso ' +
  'não são uma parte dos chamados do resumo. SLA: dos que o técnico atendeu com meta (chamados, desde as ' +
  'fórmulas versão 3), os que cumpriram.';

/** One order of the period (opened or finished in it), as the RGM lists it. */
export interface RgmOrderRow {
  ordemId: string;
  codigo: string;
  tipo: string;
  /** The order's state when the RGM was computed (null when the ERP sent none). */
  situacao: OrderState | null;
  /** ISO instants. */
  abertura: string;
  agendadaPara: string | null;
  inicio: string | null;
  fim: string | null;
  contrato: string;
  /** The equipment's tag, and its sector. */
  equipamento: string | null;
  setor: string | null;
  /** Names of the allocated technicians (or the order's responsible when none was allocated). */
  tecnicos: string[];
  /** The clock that measures it and where it stood when the RGM was computed (order-timeliness.sql.ts). */
  medida: OrderTimelinessKind;
  prazo: Exclude<OrderTimelinessOutcome, 'cancelada'>;
  causaRaiz: string | null;
  /** The catalogue entry of the cause (absent from snapshots frozen before the catalogue). */
  causa?: string | null;
  /** What was done: the order's description, or a summary of its checklist. */
  servico: string | null;
}

/** An order not finished at the period's end. */
export interface RgmOpenOrder {
  ordemId: string;
  codigo: string;
  tipo: string;
  /** Its state at the period's end: started or not. */
  situacao: 'ABERTA' | 'EM_ATENDIMENTO';
  abertura: string;
  agendadaPara: string | null;
  contrato: string;
  equipamento: string | null;
  setor: string | null;
  /** Whole days from opening to the period's end. */
  diasEmAberto: number;
  descricao: string | null;
}

/** A checklist item whose latest answer, up to the period's end, for its equipment is "não conforme". */
export interface RgmOpenNonConformity {
  ordem: string;
  /** The local day of the visit that found it. */
  data: string;
  equipamento: string | null;
  setor: string | null;
  item: string;
  observacao: string | null;
}

/** A note a technician recorded at a visit of the period. */
export interface RgmRecommendation {
  ordem: string;
  data: string;
  equipamento: string | null;
  tecnico: string | null;
  /** Where it was recorded: today the observation of a checklist item answered "conforme". */
  origem: 'checklist';
  item: string | null;
  texto: string;
}

/** A preventive planned in the period whose tolerance ran out by its end without an execution. */
export interface RgmOverduePreventive {
  equipamento: string;
  setor: string | null;
  contrato: string;
  prevista: string;
  toleranciaDias: number;
  /** An execution after the period's end that served it, if any (known when the RGM was computed). */
  executadaDepois: string | null;
}

/** What is still open at the period's end. */
export interface RgmPendingItems {
  ordensAbertas: RgmOpenOrder[];
  naoConformidades: RgmOpenNonConformity[];
  recomendacoes: RgmRecommendation[];
  /** Null when the snapshot has no preventive compliance to read them from. */
  preventivasAtrasadas: RgmOverduePreventive[] | null;
  /** Units still on an HCFC (R-22), for replacement planning; absent in RGMs frozen before. */
  unidadesHcfc?: HcfcUnit[];
}

/** The period's refrigerant per equipment and gas. */
export interface RgmFluidRow {
  equipamentoId: string | null;
  equipamento: string | null;
  setor: string;
  tipoGas: string;
  recargaKg: number;
  retiradaKg: number;
  vazamentoKg: number;
  /**
   * Recharged kg × GWP ÷ 1000 in the company's GWP set (the gas put back is the gas that
   * escaped); null for an HCFC (R-22), reported apart with its ODP and outside the total.
   */
  tco2e: number | null;
}

export interface RgmFluids {
  linhas: RgmFluidRow[];
  total: { recargaKg: number; retiradaKg: number; vazamentoKg: number; tco2e: number };
  /** The GWP source of the gases used, as the gas table states it. */
  fontesGwp: string[];
}

/** The contract's technical responsible when the RGM was computed (null when consolidated or none named). */
export interface RgmTechnicalLead {
  nome: string;
  registro: string | null;
  art: string | null;
}

/** The client's acknowledgement of a released RGM (recorded by the client portal; null until then). */
export interface RgmAcknowledgement {
  nome: string;
  em: string;
}

/** The period an RGM's lists are read against: its last day, in the company's zone. */
export interface RgmListPeriod {
  inicio: string;
  fim: string;
  fusoHorario: string;
}

/** An order of the list opened within the period (what the summary's "Ordens" counts). */
export function openedInPeriod(order: Pick<RgmOrderRow, 'abertura'>, period: RgmListPeriod) {
  const day = localDate(new Date(order.abertura), period.fusoHorario);
  return day >= period.inicio && day <= period.fim;
}

/**
 * The line above the RGM's orders list (screen and PDF): how many it lists, how many of them
 * the summary's "Ordens" counts (opened in the period) and the rest (opened before, worked
 * in it), and how many are late; so the tab's count and the summary's never read as two
 * answers to one question.
 */
export function rgmOrdersListNote(
  orders: ReadonlyArray<Pick<RgmOrderRow, 'abertura' | 'prazo'>>,
  period: RgmListPeriod,
): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const opened = orders.filter((order) => openedInPeriod(order, period)).length;
  const before = orders.length - opened;
  const late = orders.filter((order) => order.prazo === 'atrasada').length;
  const split =
    before === 0
      ? 'todas abertas nele, as “Ordens” do resumo'
      : `${count(opened, 'aberta', 'abertas')} nele, as “Ordens” do resumo, e ${count(before, 'aberta', 'abertas')} antes`;
  return (
    `${count(orders.length, 'ordem', 'ordens')} do período (abertas, agendadas, atendidas ou ` +
    `concluídas nele; canceladas fora)${orders.length === 0 ? '' : `: ${split}`}; ` +
    `${count(late, 'atrasada', 'atrasadas')} (chamados pelas metas do contrato, agendadas pelo ` +
    'horário com a tolerância da empresa).'
  );
}

/**
 * An order of the period whose visit was booked for after the period's end and that was not
 * finished by then: not a pending item at the end (it was not due yet), and not "Aberta" as
 * if forgotten. The pending items leave it out by the same rule (`openOrders`: booked at or
 * after the end's instant).
 */
export function scheduledAfterPeriod(
  order: Pick<RgmOrderRow, 'situacao' | 'agendadaPara' | 'fim'>,
  period: RgmListPeriod,
): boolean {
  if (order.situacao === 'CANCELADA' || order.agendadaPara === null) return false;
  const after = (iso: string) => localDate(new Date(iso), period.fusoHorario) > period.fim;
  return after(order.agendadaPara) && (order.fim === null || after(order.fim));
}

/**
 * An order's state as the RGM's lists (screen and PDF) name it: "Agendada para 02/12/2026"
 * for an open order booked after the period, its state's label otherwise.
 */
export function rgmOrderStateText(
  order: Pick<RgmOrderRow, 'situacao' | 'agendadaPara' | 'fim'>,
  period: RgmListPeriod,
): string {
  if (
    (order.situacao === null || order.situacao === 'ABERTA') &&
    scheduledAfterPeriod(order, period)
  )
    return `Agendada para ${formatDay(localDate(new Date(order.agendadaPara!), period.fusoHorario))}`;
  return order.situacao ? ORDER_STATE_LABELS[order.situacao] : '—';
}

/**
 * What the pending items say of the period's orders booked after it (none: null), so an
 * empty "Ordens não concluídas" never reads as if the orders list had no open order.
 */
export function scheduledAfterPeriodNote(
  orders: ReadonlyArray<Pick<RgmOrderRow, 'situacao' | 'agendadaPara' | 'fim'>>,
  period: RgmListPeriod,
): string | null {
  const count = orders.filter((order) => scheduledAfterPeriod(order, period)).length;
  if (count === 0) return null;
  return count === 1
    ? '1 ordem do período estava agendada para depois do fim dele: não é pendência; está na lista de ordens.'
    : `${count} ordens do período estavam agendadas para depois do fim dele: não são pendências; estão na lista de ordens.`;
}
