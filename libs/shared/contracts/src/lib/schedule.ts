/** Wire types of the annual preventive-maintenance grid (`GET /api/fs/cronograma`, and frozen in an RGM). */
import type { Periodicity } from './periodicity';

/**
 * What a month of a unit shows, from its activities' occurrences in the month: every one
 * executed (or served early in the next month, or not applicable), some executed and some
 * not (`parcial`), none executed and one missed (its tolerance ran out), one ahead (or still
 * within its tolerance), or nothing due.
 */
export type MonthCell = 'executado' | 'parcial' | 'planejado' | 'atrasado' | 'nenhum';

/** Every cell kind, in the order legends list them. */
export const MONTH_CELLS: readonly MonthCell[] = [
  'executado',
  'parcial',
  'planejado',
  'atrasado',
  'nenhum',
];

export interface ScheduleRow {
  equipamentoId: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  contrato: string;
  /** The periodicity codes of the unit's active activities, comma-separated, most frequent first. */
  periodicidade: string | null;
  /** Twelve cells, January to December. */
  meses: MonthCell[];
  /** Months (0-11) with an open preventive order generated from the plan (shown as a planned order). */
  ordensPlanejadas?: number[];
}

export interface ScheduleGrid {
  ano: number;
  /** The local day the grid was computed for (past months with a date missed are late). */
  hoje: string;
  linhas: ScheduleRow[];
}

/** The query of `GET /api/fs/cronograma`. */
export interface ScheduleQuery {
  ano: number;
  /** Absent: the whole company. */
  contratoId?: string;
  setor?: string;
  periodicidade?: string;
}

/** `GET /api/fs/cronograma/celula`: one month of one equipment. */
export interface ScheduleCellQuery {
  equipamentoId: string;
  ano: number;
  /** 1-12. */
  mes: number;
}

/**
 * An execution of one of the unit's activities recorded that month, or early in the next
 * one serving a date of that month, with the order it was done under.
 */
export interface ScheduleCellExecution {
  data: string;
  periodicidade: Periodicity;
  /** The activity's description. */
  atividade: string;
  resultado: ActivityResult;
  /** Why it did not apply (`NAO_SE_APLICA`), else null. */
  motivo: string | null;
  /** The service order's id (a link to it), or null when the execution names none. */
  ordemServicoId: string | null;
  /** The order's code (`OS-2026-0142`). */
  ordemServico: string | null;
  /** The order's technician, as the order names them. */
  tecnico: string | null;
}

/**
 * What became of one date a cell's detail lists: done, recorded not applicable, still owed
 * (ahead, or within its tolerance, or in the current month), or missed.
 */
export type DueDateState = 'feita' | 'nao_se_aplica' | 'pendente' | 'nao_executada';

/** Why a grid cell shows what it shows: the executions or the projected dates of that month. */
export interface ScheduleCellDetail {
  equipamentoId: string;
  codigo: string;
  setor: string | null;
  contrato: string;
  ano: number;
  mes: number;
  situacao: MonthCell;
  execucoes: ScheduleCellExecution[];
  /**
   * The activities' dates in that month (what was or is due), each with the execution that
   * served it (within half a step, possibly in the next month), or null.
   */
  previstas: Array<{
    data: string;
    atividadeId: string;
    atividade: string;
    periodicidade: Periodicity;
    executadaEm: string | null;
    /** What became of it by the grid's day, judged as the grid's cell judges it. */
    situacao: DueDateState;
    /** The last day it counts as on time (the date plus the activity's tolerance). */
    prazo: string;
  }>;
  /** The equipment's last preventive execution (any plan, any year): the same value the equipment page shows. */
  ultimaPreventiva: string | null;
}

/** What one execution of a plan activity recorded: done and conforming, done with a non-conformity, or not applicable (with its reason). */
export type ActivityResult = 'CONFORME' | 'NAO_CONFORME' | 'NAO_SE_APLICA';

/** One reading of a unit's hour meter (`GET/POST /api/fs/horimetro/:equipamentoId`). */
export interface HourMeterReading {
  /** Local day of the reading, `YYYY-MM-DD`. */
  data: string;
  horas: number;
}

/** A unit's hour-meter readings and the use they show, from which its H activities fall due. */
export interface HourMeterHistory {
  equipamentoId: string;
  leituras: HourMeterReading[];
  /**
   * Average hours of use per day over the readings of the last 365 days (at least two, a
   * week apart, the meter moving); null when they do not show it: the unit's H activities
   * then have no calendar date.
   */
  horasPorDia: number | null;
}
