import { Injectable, Logger, Optional } from '@nestjs/common';
import { localDate } from '@campo/contracts';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppException, Metrics } from '@campo/platform';
import { RgmActor, RgmService } from '../rgm/rgm.service';
import { Clock } from '../common/clock';
import { ClosingContractRow, RgmClosingRepository } from './rgm-closing.repository';
import { addDays } from '../common/local-date';
import { closingDayIn, previousMonth } from './closing-calendar';

/** How far back a company's missed days are caught up. */
const MAX_CATCH_UP_DAYS = 62;

export interface ClosingResult {
  companies: number;
  daysProcessed: number;
  rgmsCreated: number;
}

/**
 * The automatic monthly closing. Every hour (so each company's local day is met
 * in its own time zone) it processes, per company, every local day since the last
 * one processed, up to today: contracts whose closing day falls on that day
 * (day 31 → the month's last day) get the previous month's RGM computed,
 * released and sent to their recipients. Days missed while no instance ran are
 * caught up; an advisory lock per company and the unique index of one RGM per
 * scope and period make it run once however many instances there are. A month
 * that already has its RGM (made by hand) is left alone.
 */
@Injectable()
export class RgmClosingJob {
  private readonly logger = new Logger('FechamentoRgm');
  /** One run at a time in this process (a slow run must not overlap the next hour's). */
  private running?: Promise<ClosingResult>;

  constructor(
    private readonly closing: RgmClosingRepository,
    private readonly rgms: RgmService,
    private readonly clock: Clock,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'fechamento-rgm' })
  async scheduled() {
    try {
      await this.run();
    } catch (error) {
      this.logger.error({ err: error }, 'Falha no fechamento automático de RGM');
    }
  }

  run(now = this.clock.now()): Promise<ClosingResult> {
    this.running ??= this.runAll(now)
      .then(
        (result) => {
          this.metrics?.closingRuns.inc({ resultado: 'ok' });
          this.metrics?.closingRgms.inc(result.rgmsCreated);
          return result;
        },
        (error: unknown) => {
          this.metrics?.closingRuns.inc({ resultado: 'erro' });
          throw error;
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async runAll(now: Date): Promise<ClosingResult> {
    const companies = await this.closing.companiesToClose();
    const result: ClosingResult = { companies: 0, daysProcessed: 0, rgmsCreated: 0 };
    for (const company of companies) {
      const done = await this.runForCompany(
        company.id,
        company.timeZone,
        localDate(now, company.timeZone),
      );
      if (done) {
        result.companies++;
        result.daysProcessed += done.days;
        result.rgmsCreated += done.rgms;
      }
    }
    return result;
  }

  /** Processes a company's pending days under its advisory lock; undefined when another instance holds it. */
  private runForCompany(companyId: string, timeZone: string, today: string) {
    return this.closing.withCompanyLock(companyId, async (manager) => {
      const last = await this.closing.lastProcessedDay(companyId, manager);
      let day = last ? addDays(last, 1) : today;
      if (day < addDays(today, -MAX_CATCH_UP_DAYS)) day = addDays(today, -MAX_CATCH_UP_DAYS);
      let days = 0;
      let rgms = 0;
      for (; day <= today; day = addDays(day, 1)) {
        const created = await this.closeDay(companyId, timeZone, day);
        await this.closing.recordDay(companyId, day, created, manager);
        days++;
        rgms += created;
      }
      return { days, rgms };
    });
  }

  /** Closes the previous month for the contracts whose closing day is `day`; returns how many RGMs it created. */
  private async closeDay(companyId: string, timeZone: string, day: string) {
    const dayOfMonth = Number(day.slice(8, 10));
    const contracts = await this.closing.contractsWithClosingDay(companyId);
    const period = previousMonth(day);
    let created = 0;
    for (const contract of contracts.filter(
      (candidate) => closingDayIn(day, candidate.diaFechamentoRgm) === dayOfMonth,
    )) {
      const system: RgmActor = { companyId, timeZone, userId: null, role: 'ADMIN' };
      const rgm = await this.createUnlessExists(system, contract, period);
      if (!rgm) continue;
      await this.rgms.act(system, rgm.id, 'liberar');
      try {
        await this.rgms.act(system, rgm.id, 'enviar');
      } catch (error) {
        // Released but not sent (no recipients, or the mail server refused): supervisors see it in the list.
        if (!(error instanceof AppException)) throw error;
        this.logger.warn(
          { rgm: rgm.id, contrato: contract.codigo, motivo: error.codigo },
          'RGM fechado e liberado, mas não enviado',
        );
      }
      this.logger.log(
        { rgm: rgm.id, contrato: contract.codigo, periodo: period },
        'RGM fechado automaticamente',
      );
      created++;
    }
    return created;
  }

  /**
   * The month's RGM, unless the contract already has one for it (made by hand, or by an
   * earlier run): that one is left as it is — a draft is not released nor sent on its
   * author's behalf — and the job only says so in its log.
   */
  private async createUnlessExists(
    system: RgmActor,
    contract: ClosingContractRow,
    period: { inicio: string; fim: string },
  ) {
    try {
      return await this.rgms.create(system, { contratoId: contract.id, ...period }, 'automatico');
    } catch (error) {
      if (!(error instanceof AppException) || error.codigo !== 'RGM_JA_EXISTE') throw error;
      this.logger.warn(
        { contrato: contract.codigo, periodo: period, rgm: error.extra['rgmId'] },
        'RGM do mês já existe; fechamento automático não cria outro',
      );
      return undefined;
    }
  }
}
