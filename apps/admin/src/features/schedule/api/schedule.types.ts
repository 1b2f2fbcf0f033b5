/*
 * The annual grid as `GET /api/fs/cronograma` answers it. These mirror the
 * server's `ScheduleGrid` (libs/api/field-service schedule/); they belong in
 * @campo/contracts once the server exports them from there.
 */

/** What one month of one equipment shows. */
export type ScheduleCell = 'executado' | 'planejado' | 'atrasado' | 'nenhum';

export interface ScheduleRow {
  equipamentoId: string;
  codigo: string;
  descricao: string | null;
  setor: string | null;
  /** The contract's code. */
  contrato: string;
  /** The plans' periodicity codes, comma-separated (`MS`, `MS, AN`); null without a plan. */
  periodicidade: string | null;
  /** Twelve cells, January first. */
  meses: ScheduleCell[];
}

export interface ScheduleGrid {
  ano: number;
  /** Today in the company's time zone, `YYYY-MM-DD`. */
  hoje: string;
  linhas: ScheduleRow[];
}

export interface ScheduleQuery {
  ano: number;
  /** Absent: the whole company. */
  contratoId?: string;
  setor?: string;
  periodicidade?: string;
}
