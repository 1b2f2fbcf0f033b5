import { Injectable } from '@nestjs/common';
import {
  COMPANY_ADMIN_ROLES,
  DISPATCH_ROLES,
  DOCUMENT_EDIT_ROLES,
  FLUID_EDIT_ROLES,
  type HomeAttention,
  type HomeKpiMonth,
  type HomeOverview,
  INTEGRATION_ROLES,
  RECORD_EDIT_ROLES,
  REFUSED_RECORD_ROLES,
  RGM_ROLES,
  type Role,
  localDate,
} from '@campo/contracts';
import { Clock } from '../common/clock';
import { lastDayOfMonth } from '../common/local-date';
import { FluidReportService } from '../fluid/fluid-report.service';
import { GasDeclarationRepository } from '../fluid/gas-declaration.repository';
import { RefusedRecordService } from '../refused-records/refused-record.service';
import { IndoorAirService } from '../indoor-air/indoor-air.service';
import { RgmFiguresRepository } from '../rgm/rgm-figures.repository';
import { RgmSeriesRepository } from '../rgm/rgm-series.repository';
import { monthlyCompliance } from '../rgm/preventive-compliance';
import { ScheduleService } from '../schedule/schedule.service';
import { HomeRepository } from './home.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The home page: what needs the caller's attention, each a link on the screen, and the
 * month's KPIs with their 12-month trend. A section the role cannot act on is not computed.
 */
@Injectable()
export class HomeService {
  constructor(
    private readonly home: HomeRepository,
    private readonly schedule: ScheduleService,
    private readonly fluids: FluidReportService,
    private readonly series: RgmSeriesRepository,
    private readonly figures: RgmFiguresRepository,
    private readonly clock: Clock,
    private readonly indoorAir: IndoorAirService,
    private readonly refused: RefusedRecordService,
    private readonly declarations: GasDeclarationRepository,
  ) {}

  async overview(session: {
    companyId: string;
    timeZone: string;
    role: Role;
  }): Promise<HomeOverview> {
    const now = this.clock.now();
    const today = localDate(now, session.timeZone);
    const year = Number(today.slice(0, 4));
    const can = (roles: readonly Role[]) => roles.includes(session.role);
    const { companyId } = session;

    const attention: HomeAttention = {
      preventivasAtrasadas: await this.overduePreventives(session, year, now),
      alertasVazamento: await this.leakAlerts(companyId, year),
      rgms: can(RGM_ROLES) ? await this.home.rgms(companyId) : null,
      pmocsSemAssinatura: can(DOCUMENT_EDIT_ROLES)
        ? await this.home.unsignedPmocs(companyId)
        : null,
      recusasPorToken: can(INTEGRATION_ROLES)
        ? await this.home.refusedByToken(companyId, new Date(now.getTime() - DAY_MS))
        : null,
      tokensExpirando: can(INTEGRATION_ROLES)
        ? await this.home.expiringTokens(companyId, now, new Date(now.getTime() + 30 * DAY_MS))
        : null,
      qualidadeAr: can(RECORD_EDIT_ROLES)
        ? await this.indoorAir.homeWarnings(companyId, today)
        : null,
      ordens: can(DISPATCH_ROLES) ? await this.home.openOrders(companyId) : null,
      fluidosARevisar: can(FLUID_EDIT_ROLES) ? await this.home.fluidsToReview(companyId) : null,
      registrosRecusados: can(REFUSED_RECORD_ROLES)
        ? (await this.refused.openCount(companyId)) +
          (await this.declarations.pendingCount(companyId))
        : null,
      contas: can(COMPANY_ADMIN_ROLES)
        ? await this.home.accounts(companyId, new Date(now.getTime() - 30 * DAY_MS))
        : null,
      cadastro: can(DISPATCH_ROLES) ? await this.home.registers(companyId) : null,
    };
    const indicadores = can(RGM_ROLES) ? await this.kpis(session, today) : null;
    return { hoje: today, atencao: attention, indicadores };
  }

  /** The 12 months' KPIs, with each month's preventive compliance from one read of the plans. */
  private async kpis(
    scope: { companyId: string; timeZone: string },
    today: string,
  ): Promise<HomeKpiMonth[]> {
    const base = { ...scope, contractId: null };
    const months = await this.series.months({
      ...base,
      inicio: `${today.slice(0, 7)}-01`,
      fim: today,
    });
    const periods = months.map(({ mes }) => ({
      inicio: `${mes}-01`,
      fim: `${mes}-${lastDayOfMonth(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)))}`,
    }));
    if (periods.length === 0) return [];
    const plans = await this.figures.preventivePlans({
      ...base,
      inicio: periods[0].inicio,
      fim: periods[periods.length - 1].fim,
    });
    const compliance = monthlyCompliance(plans, periods, today);
    return months.map((month, index) => ({
      ...month,
      conformidadePercentual: compliance[index],
    }));
  }

  private async overduePreventives(
    scope: { companyId: string; timeZone: string },
    year: number,
    now: Date,
  ): Promise<HomeAttention['preventivasAtrasadas']> {
    const grid = await this.schedule.grid(scope, { ano: year }, now);
    // A month owes a preventive when a date was missed: late, or partial (one activity done,
    // another missed) in a month already past.
    const currentMonth = Number(grid.hoje.slice(5, 7)) - 1;
    const owing = (cell: string, month: number) =>
      cell === 'atrasado' || (cell === 'parcial' && month < currentMonth);
    const late = grid.linhas
      .map((row) => ({ row, meses: row.meses.filter(owing).length }))
      .filter((item) => item.meses > 0)
      .sort((a, b) => b.meses - a.meses || a.row.codigo.localeCompare(b.row.codigo));
    const worst = late[0];
    return {
      meses: late.reduce((total, item) => total + item.meses, 0),
      equipamentos: late.length,
      pior: worst
        ? {
            equipamentoId: worst.row.equipamentoId,
            codigo: worst.row.codigo,
            setor: worst.row.setor,
            meses: worst.meses,
          }
        : null,
    };
  }

  private async leakAlerts(
    companyId: string,
    year: number,
  ): Promise<HomeAttention['alertasVazamento']> {
    const report = await this.fluids.annual(companyId, { ano: year });
    return {
      equipamentos: report.taxasDeVazamento.filter((rate) => rate.acimaDoLimite).length,
      limitePercentual: report.limiteTaxaPercentual,
    };
  }
}
