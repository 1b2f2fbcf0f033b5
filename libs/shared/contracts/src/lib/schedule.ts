/** Wire types of the annual preventive-maintenance grid (`GET /api/fs/cronograma`, and frozen in an RGM). */
import type { Periodicity } from './periodicity';

/**
 * What a month shows: an execution (or a date of the month served by one, even early in the
 * next month), a date ahead (or still within its tolerance), a date missed, or nothing.
 */
export type MonthCell = 'executado' | 'planejado' | 'atrasado' | 'nenhum';

export interface ScheduleRow {
  equipamentoId: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  contrato: string;
  /** The periodicity codes of the equipment's active plans, comma-separated. */
  periodicidade: string | null;
  /** Twelve cells, January to December. */
  meses: MonthCell[];
  /** Months (0-11) with an open preventive order generated from a plan (shown as a planned order). */
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
 * A preventive execution recorded that month, or early in the next one serving a date of
 * that month, with the order it was done under.
 */
export interface ScheduleCellExecution {
  data: string;
  periodicidade: Periodicity;
  /** The service order's id (a link to it), or null when the execution names none. */
  ordemServicoId: string | null;
  /** The order's code (`OS-2026-0142`). */
  ordemServico: string | null;
  /** The order's technician, as the order names them. */
  tecnico: string | null;
}

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
   * The plans' dates in that month (what was or is due), each with the execution that
   * served it (within half a step, possibly in the next month), or null.
   */
  previstas: Array<{ data: string; periodicidade: Periodicity; executadaEm: string | null }>;
  /** The equipment's last preventive execution (any plan, any year): the same value the equipment page shows. */
  ultimaPreventiva: string | null;
}
