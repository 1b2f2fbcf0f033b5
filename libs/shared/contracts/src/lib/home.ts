/** Wire types of the home page (`GET /api/fs/inicio`): what needs attention, and the month's KPIs. */
import type { IndoorAirSchedule } from './building';
import type { RgmSeries } from './rgm-series';

/**
 * What needs someone's attention, per role: a section the caller's role cannot act on is
 * null (a technician sees overdue preventives and leak alerts only).
 */
export interface HomeAttention {
  /** Overdue preventive months of this year's grid (past months with no execution). */
  preventivasAtrasadas: {
    meses: number;
    equipamentos: number;
    /** The equipment with the most overdue months. */
    pior: { equipamentoId: string; codigo: string; setor: string | null; meses: number } | null;
  };
  /** Equipment whose annualised leak rate this year is above the limit. */
  alertasVazamento: { equipamentos: number; limitePercentual: number };
  rgms: { aLiberar: number; aEnviar: number } | null;
  /** PMOCs whose current version has no signature. */
  pmocsSemAssinatura: number | null;
  /** Rows refused in the last 24 hours, per token (null token: spreadsheets and the admin). */
  recusasPorToken: Array<{ tokenId: string | null; nome: string; recusadas: number }> | null;
  /** Active tokens expiring within 30 days, soonest first. */
  tokensExpirando: Array<{ id: string; nome: string; expiraEm: string }> | null;
  /**
   * Indoor-air analyses (NBR 17037): contracts whose next analysis is due within 30 days,
   * overdue, or whose latest analysis of some room failed (`contratos`, those only); and
   * how many contracts never had one. Null for a technician.
   */
  qualidadeAr: {
    vencendo: number;
    atrasadas: number;
    reprovadas: number;
    semAnalise: number;
    contratos: IndoorAirSchedule[];
  } | null;
  /** Open orders (ADMIN, SUPERVISOR): without a technician, and late (the one definition of late). */
  ordens: { semTecnico: number; atrasadas: number } | null;
  /** Refrigerant events the capture flagged, waiting for a supervisor's review. */
  fluidosARevisar: number | null;
  /** Phone writes the server refused and units' gas declared from the phone, waiting (ADMIN, SUPERVISOR). */
  registrosRecusados: number | null;
  /** The ADMIN's people and mail: invitations not yet accepted, e-mails that failed in 30 days. */
  contas: { convitesPendentes: number; entregasFalhas: number } | null;
  /**
   * What the company has registered (ADMIN, SUPERVISOR): active contracts, active units and
   * active technicians. A company with no contract yet is told where to start.
   */
  cadastro: { contratos: number; equipamentos: number; tecnicos: number } | null;
}

/** One month of the home's KPIs. */
export type HomeKpiMonth = RgmSeries['meses'][number] & {
  /** Preventives executed ÷ planned in the month (the RGM's formula); null when none were planned. */
  conformidadePercentual: number | null;
};

export interface HomeOverview {
  /** The local day the page was computed for (`YYYY-MM-DD`). */
  hoje: string;
  atencao: HomeAttention;
  /**
   * The company's KPIs over the 12 months up to this one, the RGM's formulas (null for a
   * technician), with each month's preventive compliance (executed ÷ planned, as the RGM).
   */
  indicadores: HomeKpiMonth[] | null;
}
