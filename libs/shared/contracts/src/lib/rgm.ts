/** Wire types of the RGM (monthly service report): the API's answers, shared by the server and the admin app. */
import type { Role } from './auth';
import type { RgmState } from './field-service';
import type { RgmSeries } from './rgm-series';
import type { ScheduleGrid } from './schedule';
import type {
  RgmAcknowledgement,
  RgmFluids,
  RgmOrderRow,
  RgmPendingItems,
  RgmTechnicalLead,
} from './rgm-work';

/**
 * The figures computed for the whole scope and, in a consolidated RGM, per contract.
 * Their meaning follows the snapshot's `versaoFormulas` (its `formulas` state it): from
 * version 3, `chamados` counts calls only and the SLA is measured on calls only.
 */
export interface RgmFigures {
  /** Every order opened in the period (formulas version 3 on; absent before). */
  ordens?: number;
  /** v3: calls (Corretiva, or Instalação/Outro opened without a schedule); v1–v2: every order. */
  chamados: number;
  corretivos: number;
  mttrHoras: number | null;
  restabelecimentoHoras: number | null;
  slaPercentual: number | null;
  /** v3: calls with a contract target whose outcome is decided; v1–v2: orders with a target. */
  ordensComMeta: number;
  ordensNoPrazo: number;
  /** v3: scheduled orders due in the period whose outcome is decided (absent before). */
  agendadas?: number;
  /** v3: of those, attendance started by the scheduled time plus the company's tolerance. */
  agendadasNoHorario?: number;
  /** v3: agendadasNoHorario ÷ agendadas × 100, one decimal; null when none. */
  pontualidadePercentual?: number | null;
  km: number;
}

export interface RgmEquipmentRow {
  equipamentoId: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  /** Every order opened in the period (formulas version 3 on). */
  ordens?: number;
  chamados: number;
  corretivos: number;
  mttrHoras: number | null;
  restabelecimentoHoras: number | null;
  recorrente: boolean;
}

export interface RgmTechnicianRow {
  tecnicoId: string;
  nome: string;
  /** Distinct orders with an allocation of this technician started in the period (opened in it or before). */
  ordensAtendidas: number;
  execucaoMediaHoras: number | null;
  slaPercentual: number | null;
  /** The part and whole of `slaPercentual`; absent in RGMs computed before they were shown. */
  ordensComMeta?: number;
  ordensNoPrazo?: number;
  km: number;
}

export type RgmContractRow = RgmFigures & {
  contratoId: string;
  codigo: string;
  cliente: string | null;
};

/** What became of one preventive occurrence planned in the period. */
/** What became of an activity's date; `nao_se_aplica` from formulas version 4. */
export type PreventiveOutcome =
  'no_prazo' | 'fora_do_prazo' | 'nao_executada' | 'a_vencer' | 'nao_se_aplica';

export const PREVENTIVE_OUTCOME_LABELS: Record<PreventiveOutcome, string> = {
  no_prazo: 'No prazo',
  fora_do_prazo: 'Fora da tolerância',
  nao_executada: 'Não executada',
  a_vencer: 'A vencer',
  nao_se_aplica: 'Não se aplica',
};

/**
 * Preventive compliance of a group (the scope, a contract, a unit, an activity). From
 * formulas version 4 an occurrence is one activity's date (before, one plan's visit).
 */
export interface PreventiveFigures {
  /**
   * Occurrences planned in the period and already due (those still "a vencer" excluded
   * and, from version 4, those recorded not applicable).
   */
  previstas: number;
  /** Of those, executed (matched to an execution of their activity, or plan, in the period). */
  executadas: number;
  /** Of those, executed within the tolerance of the planned date. */
  noPrazo: number;
  /** v4: executed outside the tolerance (early or late). */
  foraDoPrazo?: number;
  /** v4: due and never executed (their tolerance ran out). */
  naoExecutadas?: number;
  /** v4: recorded "não se aplica" (with a reason) at a visit: outside the percentages. */
  naoSeAplica?: number;
  /** Planned in the period, not executed, and still within their tolerance when computed. */
  aVencer: number;
  /** executadas ÷ previstas × 100, one decimal; null when nothing was planned. */
  conformidadePercentual: number | null;
  /** noPrazo ÷ previstas × 100, one decimal; null when nothing was planned. */
  noPrazoPercentual: number | null;
}

export interface PreventiveOccurrence {
  /** v4: the activity this date is of. */
  atividadeId?: string;
  /** v4: the activity's description. */
  atividade?: string;
  /** The projected date, `YYYY-MM-DD`. */
  prevista: string;
  /** The execution matched to it, or null. */
  executada: string | null;
  /** executada − prevista in days (negative: early); null when not executed. */
  desvioDias: number | null;
  /** ± days around the planned date that count as on time (by the plan's cadence). */
  toleranciaDias: number;
  situacao: PreventiveOutcome;
}

export interface RgmPreventiveEquipmentRow extends PreventiveFigures {
  equipamentoId: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  /** The contract's code. */
  contrato: string;
  ocorrencias: PreventiveOccurrence[];
}

export type RgmPreventiveContractRow = PreventiveFigures & {
  contratoId: string;
  codigo: string;
  cliente: string | null;
};

/** v4: one activity of the plans (by description) across the scope's units. */
export type RgmPreventiveActivityRow = PreventiveFigures & {
  atividade: string;
  /** The distinct periodicities the activity has on the units, most frequent first ("MS, TR"). */
  periodicidade: string;
  /** How many units of the scope have it due in the period. */
  unidades: number;
};

/**
 * Preventive compliance (formulas version 2 on): overall, per contract (consolidated
 * only), per equipment and, from version 4, per activity.
 */
export interface RgmPreventives {
  resumo: PreventiveFigures;
  porContrato: RgmPreventiveContractRow[] | null;
  porEquipamento: RgmPreventiveEquipmentRow[];
  /** v4: per activity of the plans. */
  porAtividade?: RgmPreventiveActivityRow[];
}

/** The frozen content of an RGM. */
export interface RgmSnapshot {
  /**
   * 1: first; 2: preventive compliance; 3: SLA on calls, punctuality of scheduled orders;
   * 4: preventive compliance by activity occurrence (the unit's activity plan).
   */
  versaoFormulas: number;
  calculadoEm: string;
  periodo: { inicio: string; fim: string; fusoHorario: string };
  escopo: {
    consolidado: boolean;
    contrato: { id: string; codigo: string; cliente: string | null } | null;
  };
  parametros: {
    recorrencia: { ocorrencias: number; dias: number };
    /** The company's punctuality tolerance in minutes (formulas version 3 on). */
    toleranciaPontualidadeMinutos?: number;
  };
  resumo: RgmFigures;
  porEquipamento: RgmEquipmentRow[];
  porTecnico: RgmTechnicianRow[];
  porContrato: RgmContractRow[] | null;
  checklist: Array<{ item: string; naoConformes: number; respostas: number }>;
  causasRaiz: Array<{ causa: string; ocorrencias: number }>;
  formulas: Record<string, string>;
  /** Preventive compliance; absent in RGMs computed with formulas version 1. */
  preventivas?: RgmPreventives;
  /**
   * The annual grid of the period's last year, for the RGM's scope, as it stood when the
   * RGM was computed (frozen with the rest). Absent in RGMs computed before it was added.
   */
  cronograma?: ScheduleGrid;
  /** The charts' series, frozen with the rest. Absent in RGMs computed before charts. */
  series?: RgmSeries;
  /** Every order of the period (see rgm-work.ts); absent in RGMs computed before the list. */
  ordens?: RgmOrderRow[];
  /** What was still open at the period's end; absent in RGMs computed before the list. */
  pendencias?: RgmPendingItems;
  /** The period's refrigerant; absent in RGMs computed before the list. */
  fluidos?: RgmFluids;
  /** The contract's RT; null when consolidated or none named; absent in older RGMs. */
  responsavelTecnico?: RgmTechnicalLead | null;
}

export type RgmOrigin = 'manual' | 'automatico';

/** One line of the RGM list. */
export interface RgmSummary {
  id: string;
  estado: RgmState;
  origem: RgmOrigin;
  contratoId: string | null;
  /** The contract's code and client, for lists (null when consolidated). */
  contrato: { codigo: string; cliente: string | null } | null;
  consolidado: boolean;
  /** `YYYY-MM-DD`, inclusive. */
  inicio: string;
  fim: string;
  calculadoEm: string;
  liberadoEm: string | null;
  /** The name of who released it. */
  liberadoPor: string | null;
  enviadoEm: string | null;
}

export interface RgmEvent {
  acao: string;
  /** The user's name; null for the automatic closing. */
  usuario: string | null;
  em: string;
}

export interface RgmView extends RgmSummary {
  snapshot: RgmSnapshot;
  /** The role of who released it (null when not released, or by the automatic closing). */
  liberadoPorPapel: Role | null;
  /** The client's acknowledgement; null until the client acknowledges it. */
  cienteCliente: RgmAcknowledgement | null;
  eventos: RgmEvent[];
}

/** The workflow actions, each a `POST /api/fs/rgm/:id/<action>`. */
export type RgmAction = 'recalcular' | 'liberar' | 'enviar' | 'reabrir';

/**
 * `POST /api/fs/rgm/:id/enviar`: who this sending goes to, when not the contract's RGM
 * recipients (or, consolidated, the company's supervisors); the contract stays as it is.
 */
export interface SendRgmRequest {
  destinatarios?: string[];
}

/** `PATCH /api/fs/contratos/:id/rgm`. */
export interface ContractRgmSettingsInput {
  diaFechamentoRgm: number | null;
  emailsRgm: string[];
}

export interface ContractRgmSettings extends ContractRgmSettingsInput {
  id: string;
  codigo: string;
}

/** Which state each action leaves from, and which roles may take it. */
export const RGM_TRANSITIONS: Record<RgmAction, { from: RgmState[]; roles: Role[] }> = {
  recalcular: { from: ['rascunho'], roles: ['ADMIN', 'SUPERVISOR'] },
  liberar: { from: ['rascunho'], roles: ['ADMIN', 'SUPERVISOR'] },
  enviar: { from: ['liberado'], roles: ['ADMIN', 'SUPERVISOR'] },
  reabrir: { from: ['liberado', 'enviado'], roles: ['ADMIN'] },
};

/** One contract of a client's month: its RGM's frozen figures, or none yet. */
export interface ClientRgmLine {
  contratoId: string;
  codigo: string;
  descricao: string | null;
  rgm: {
    id: string;
    estado: RgmState;
    versaoFormulas: number;
    resumo: RgmFigures;
    /** The snapshot's preventive compliance; null in RGMs of formulas version 1. */
    preventivas: PreventiveFigures | null;
  } | null;
}

/** The sums over the contracts' RGMs, and the percentages of those sums. */
export interface ClientRgmTotals {
  /** Every order; null when some RGM predates the count (formulas before version 3). */
  ordens: number | null;
  chamados: number;
  corretivos: number;
  ordensComMeta: number;
  ordensNoPrazo: number;
  slaPercentual: number | null;
  agendadas: number;
  agendadasNoHorario: number;
  pontualidadePercentual: number | null;
  km: number;
  preventivas: Pick<
    PreventiveFigures,
    | 'previstas'
    | 'executadas'
    | 'noPrazo'
    | 'aVencer'
    | 'conformidadePercentual'
    | 'noPrazoPercentual'
  >;
}

/**
 * `GET /api/fs/rgm/clientes/:id?mes=AAAA-MM`: a client's RGM of one month, consolidated:
 * the RGMs of its contracts for that month, summed from their frozen snapshots (never
 * recomputed from the orders).
 */
export interface ClientRgm {
  cliente: { id: string; codigo: string; nome: string };
  mes: string;
  inicio: string;
  fim: string;
  contratos: ClientRgmLine[];
  totais: ClientRgmTotals;
  /** Every contract has its RGM of the month, released or sent: the sums are final. */
  completo: boolean;
  /** The formula versions of the summed RGMs (more than one: say so beside the figures). */
  versoesFormulas: number[];
  formulas: Record<string, string>;
}
