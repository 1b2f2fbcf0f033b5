/**
 * Wire types of service orders opened and dispatched in the app (`/api/fs/ordens`,
 * `/api/fs/despacho`). Orders live in the ingestion table `ordem_servico`, next to the
 * ones an ERP sends; app orders have codes with a reserved prefix that the ingestion
 * refuses, so an ERP can neither duplicate nor overwrite them.
 */
import type { FluidEventView } from './fluid';
import type { OrderCause } from './causes';
import type { Periodicity } from './periodicity';

/** Prefix of the codes the app generates (`APP-2026-000123`); refused on what integrations send. */
export const APP_ORDER_CODE_PREFIX = 'APP-';

export const ORDER_STATES = ['ABERTA', 'EM_ATENDIMENTO', 'CONCLUIDA', 'CANCELADA'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  ABERTA: 'Aberta',
  EM_ATENDIMENTO: 'Em atendimento',
  CONCLUIDA: 'Concluída',
  CANCELADA: 'Cancelada',
};

export const ORDER_TYPES = ['CORRETIVA', 'PREVENTIVA', 'INSTALACAO', 'OUTRO'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  CORRETIVA: 'Corretiva',
  PREVENTIVA: 'Preventiva',
  INSTALACAO: 'Instalação',
  OUTRO: 'Outro',
};

export const ORDER_PRIORITIES = ['BAIXA', 'MEDIA', 'ALTA', 'URGENTE'] as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export const ORDER_PRIORITY_LABELS: Record<OrderPriority, string> = {
  BAIXA: 'Baixa',
  MEDIA: 'Média',
  ALTA: 'Alta',
  URGENTE: 'Urgente',
};

/** What can be done to an order, and from which states (anything else is 409 TRANSICAO_INVALIDA). */
export const ORDER_ACTIONS = {
  alocar: ['ABERTA', 'EM_ATENDIMENTO'],
  desalocar: ['ABERTA', 'EM_ATENDIMENTO'],
  reagendar: ['ABERTA', 'EM_ATENDIMENTO'],
  iniciar: ['ABERTA'],
  concluir: ['ABERTA', 'EM_ATENDIMENTO'],
  cancelar: ['ABERTA', 'EM_ATENDIMENTO'],
} as const satisfies Record<string, readonly OrderState[]>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

/** Whether `action` is allowed on an order in `state` (the API and the buttons read the same table). */
export function orderActionAllowed(action: OrderAction, state: OrderState): boolean {
  return (ORDER_ACTIONS[action] as readonly OrderState[]).includes(state);
}

/**
 * Which clock measures an order (RGM formulas version 3): `chamado` (a call: Corretiva, or
 * Instalação/Outro opened without a schedule; the contract's targets from opening),
 * `agendada` (a scheduled order: attendance started by `agendadaPara` plus the company's
 * tolerance) or `preventiva` (unscheduled preventive: judged by its plan's compliance).
 */
export const ORDER_TIMELINESS_KINDS = ['chamado', 'agendada', 'preventiva'] as const;
export type OrderTimelinessKind = (typeof ORDER_TIMELINESS_KINDS)[number];
export const ORDER_TIMELINESS_KIND_LABELS: Record<OrderTimelinessKind, string> = {
  chamado: 'Chamado',
  agendada: 'Agendada',
  preventiva: 'Preventiva',
};

/**
 * Where an order stands against its clock: `no_prazo` (every due time met), `atrasada`
 * (a due time missed, final even while open), `em_aberto` (not decided: due times still
 * ahead), `sem_meta` (nothing to measure: a call whose contract sets no target, an
 * unscheduled preventive), `cancelada`.
 */
export const ORDER_TIMELINESS_OUTCOMES = [
  'no_prazo',
  'atrasada',
  'em_aberto',
  'sem_meta',
  'cancelada',
] as const;
export type OrderTimelinessOutcome = (typeof ORDER_TIMELINESS_OUTCOMES)[number];

/** What an order's outcome reads as, by the clock that measured it ("No prazo" / "No horário"). */
export function orderTimelinessLabel(
  kind: OrderTimelinessKind,
  outcome: OrderTimelinessOutcome,
): string {
  switch (outcome) {
    case 'no_prazo':
      return kind === 'agendada' ? 'No horário' : 'No prazo';
    case 'atrasada':
      return 'Atrasada';
    case 'em_aberto':
      return 'Em aberto';
    case 'cancelada':
      return 'Cancelada';
    case 'sem_meta':
      return kind === 'preventiva' ? 'Pela conformidade do plano' : 'Sem meta no contrato';
  }
}

/**
 * The order's clock (formulas version 3, one SQL definition server-side): a call's due
 * times are the contract's targets in calendar hours from `abertura` (attendance met when
 * it started by its due time, the solution when it finished by its due time); a scheduled
 * order's is `agendadaPara` plus the company's tolerance, for the start of attendance.
 */
export interface OrderSla {
  medida: OrderTimelinessKind;
  resultado: OrderTimelinessOutcome;
  /** The contract's targets (calls only; null otherwise or without a target). */
  metaAtendimentoHoras: number | null;
  metaSolucaoHoras: number | null;
  /** ISO instants, null when the clock does not apply or has no target. */
  prazoAtendimento: string | null;
  prazoSolucao: string | null;
  /** Scheduled orders: `agendadaPara` + `toleranciaMinutos`; null otherwise. */
  prazoInicio: string | null;
  /** The company's punctuality tolerance, in minutes. */
  toleranciaMinutos: number;
  /** `resultado === 'atrasada'`: the one definition of late (never for a cancelled order). */
  atrasada: boolean;
}

export interface OrderTechnician {
  alocacaoId: string;
  id: string;
  nome: string;
  /** Whether this technician recorded the start of their attendance in the app. */
  atendendo: boolean;
}

export interface ServiceOrderSummary {
  id: string;
  codigo: string;
  /** `app`: opened here (code with APP_ORDER_CODE_PREFIX); `integracao`: sent by an ERP or spreadsheet. */
  origem: 'app' | 'integracao';
  tipo: string;
  situacao: OrderState;
  prioridade: OrderPriority | null;
  descricao: string | null;
  abertura: string;
  agendadaPara: string | null;
  inicioAtendimento: string | null;
  fimAtendimento: string | null;
  /** The local day the order is on the agenda: scheduled day, or the day it was opened. */
  dia: string;
  contrato: { id: string; codigo: string };
  /** The contract's client (name), when registered. */
  cliente: string | null;
  equipamento: {
    id: string;
    codigo: string;
    descricao: string | null;
    setor: string | null;
    localizacao: string | null;
    /** The room (ambiente climatizado) the unit belongs to, by name, when assigned. */
    ambiente: string | null;
  } | null;
  tecnicos: OrderTechnician[];
  sla: OrderSla;
  /**
   * The next due time by the one definition of late (order-timeliness.sql.ts): a call's
   * response target until attendance starts, then its solution target; a scheduled
   * order's start (time + tolerance); a plan's preventive its planned date. Null: none.
   */
  prazo: string | null;
}

/** The one name of each of an order's deadlines, on every screen, PDF and message. */
export const ORDER_DEADLINE_LABELS = {
  atendimento: 'Prazo de atendimento',
  solucao: 'Prazo de solução',
  inicio: 'Início até',
  plano: 'Data planejada',
} as const;
export type OrderDeadlineKind = keyof typeof ORDER_DEADLINE_LABELS;

/**
 * Which deadline an order's `prazo` is, read as orderDueSql() chooses it: a call's response
 * target until attendance starts (its solution target when it has no response one), then
 * its solution target; a scheduled order's start; a plan's preventive its planned date.
 */
export function orderDeadline(
  order: Pick<ServiceOrderSummary, 'prazo' | 'sla' | 'inicioAtendimento' | 'fimAtendimento'>,
): { tipo: OrderDeadlineKind; rotulo: string; em: string } | null {
  if (!order.prazo) return null;
  const { sla } = order;
  const tipo: OrderDeadlineKind =
    sla.medida === 'chamado'
      ? !order.inicioAtendimento && !order.fimAtendimento && sla.prazoAtendimento
        ? 'atendimento'
        : 'solucao'
      : sla.medida === 'agendada'
        ? 'inicio'
        : 'plano';
  return { tipo, rotulo: ORDER_DEADLINE_LABELS[tipo], em: order.prazo };
}

export interface OrderAllocation {
  id: string;
  tecnicoId: string;
  tecnico: string;
  inicio: string;
  fim: string | null;
  km: number;
}

export interface OrderEvent {
  acao: string;
  de: OrderState | null;
  para: OrderState | null;
  motivo: string | null;
  usuario: string | null;
  em: string;
  /** Scheduling (`reagendar` from the agenda): the time and technicians before and after. */
  reagendamento: OrderRescheduling | null;
}

export interface OrderRescheduling {
  de: { agendadaPara: string | null; tecnicos: string[] };
  para: { agendadaPara: string | null; tecnicos: string[] };
}

/** One write of the technician's app (`tecnico_acao`), as the supervisor follows it. */
export interface OrderAppRecord {
  id: string;
  tipo: 'inicio' | 'checklist' | 'causa-raiz' | 'fim';
  tecnico: string;
  /** The time recorded on the phone (start, finish); null for records that carry none. */
  registradoEm: string | null;
  /** When it reached the server (later than `registradoEm` when the phone was offline). */
  sincronizadoEm: string;
  /** Start: km driven to the site. */
  km: number | null;
  /** Root cause: the cause sent. */
  causaRaiz: string | null;
  /** Checklist: how many items were answered, and how many "não conforme". */
  respostas: number | null;
  naoConformes: number | null;
}

/** A checklist answer stored on the order (by the app or an integration). */
export interface OrderChecklistAnswer {
  item: string;
  /** true for "não se aplica" too (no non-conformity). */
  conforme: boolean;
  /** Answered "não se aplica": `observacao` holds the reason. */
  naoSeAplica: boolean;
  observacao: string | null;
}

/** An activity of the unit's plan a preventive order carries, fixed when the order was created. */
export interface OrderActivity {
  atividadeId: string;
  componente: string;
  descricao: string;
  criterio: string;
  periodicidade: Periodicity;
  /** The day it fell due (`YYYY-MM-DD`); the visit may be later (a missed date) or earlier in the month. */
  prevista: string | null;
}

export interface ServiceOrderDetail extends ServiceOrderSummary, OrderCause {
  causaRaiz: string | null;
  /** A generated preventive's visit day (`YYYY-MM-DD`). */
  dataPlanejada: string | null;
  /** The activities the order carries (what its checklist asks); empty: none fixed. */
  atividades: OrderActivity[];
  alocacoes: OrderAllocation[];
  historico: OrderEvent[];
  /** What the technician's app recorded, in the order it reached the server. */
  registrosApp: OrderAppRecord[];
  checklist: OrderChecklistAnswer[];
  /** Refrigerant events recorded on the order, oldest first. */
  fluidos: FluidEventView[];
  /** A corrective opened from a failed checklist item: the source order and the item. */
  origemCorretiva: { ordemId: string; codigo: string; item: string } | null;
}

/** `POST /api/fs/ordens`. */
export interface CreateServiceOrderRequest {
  equipamentoId: string;
  tipo: OrderType;
  descricao: string;
  prioridade?: OrderPriority;
  /** ISO instant. */
  agendadaPara?: string;
}

/** `GET /api/fs/ordens` filters; dates are local days, inclusive, on `abertura`. */
export interface ServiceOrderQuery {
  situacao?: OrderState;
  tecnicoId?: string;
  contratoId?: string;
  desde?: string;
  ate?: string;
  /** Where the order stands against its clock; `atrasada` lists the late ones (the one definition). */
  resultado?: OrderTimelinessOutcome;
  /** `recentes` (default): newest first; `antigas`; `prazo`: nearest due time (solution, or scheduled start) first. */
  ordem?: 'recentes' | 'antigas' | 'prazo';
  /** Part of a word, any case, with or without accents: code, description, unit, contract, client. */
  busca?: string;
  pagina?: number;
  porPagina?: number;
}

/** `POST /api/fs/ordens/preventivas`: one order per planned occurrence of the month. */
export interface GeneratePreventiveOrdersRequest {
  /** `AAAA-MM`. */
  mes: string;
}

export interface GeneratePreventiveOrdersResult {
  mes: string;
  /** Occurrences the plans project in the month. */
  planejadas: number;
  /** Orders created by this run. */
  criadas: number;
  /** Occurrences that already had their order. */
  existentes: number;
}

/** `GET /api/fs/despacho`: the agenda of open orders and the technicians to assign. */
export interface DispatchAgenda {
  /** The local days shown, from `inicio`. */
  dias: string[];
  tecnicos: Array<{ id: string; nome: string }>;
  /** Open orders (aberta or em atendimento) up to the last day shown, unassigned first. */
  ordens: ServiceOrderSummary[];
  /** The company's agenda slots (`HH:MM`, ascending) an order is dropped on. */
  horarios: string[];
}
