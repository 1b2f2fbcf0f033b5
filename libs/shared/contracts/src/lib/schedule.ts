/** Wire types of the annual preventive-maintenance grid (`GET /api/fs/cronograma`, and frozen in an RGM). */

/** What a month shows: an execution, a projected date ahead, a projected date missed, or nothing. */
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
  /** The local day the grid was computed for (past months with no execution are late). */
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
