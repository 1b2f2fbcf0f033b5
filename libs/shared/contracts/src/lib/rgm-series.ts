/** The series an RGM's charts plot, frozen in its snapshot with the rest of its figures. */
export interface RgmSeries {
  /**
   * Orders opened per week of the period (weeks start on Monday; the first and last may
   * be partial), by kind. Cancelled orders are left out, as in the figures.
   */
  semanas: Array<{ inicio: string; preventivas: number; corretivas: number; outras: number }>;
  /** The 12 months up to the period's last month, oldest first (`YYYY-MM`), same formulas as the figures. */
  meses: Array<{
    mes: string;
    chamados: number;
    slaPercentual: number | null;
    mttrHoras: number | null;
  }>;
  /** The contract's targets, in hours (null when consolidated or when the contract sets none). */
  metas: { atendimentoHoras: number | null; solucaoHoras: number | null };
}
