import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppException } from '@campo/platform';
import { RgmActor, RgmService } from '../rgm/rgm.service';
import { Clock } from '../common/clock';
import { addDays, localDate } from '../common/local-date';
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
 * caught up; an advisory lock per company and a unique index on automatic RGMs
 * make it run once however many instances there are.
 */
@Injectable()
export class RgmClosingJob {
  private readonly logger = new Logger('FechamentoRgm');
  /** One run at a time in this process (a slow run must not overlap the next hour's). */
  private running?: Promise<ClosingResult>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rgms: RgmService,
    private readonly clock: Clock,
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
    this.running ??= this.runAll(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async runAll(now: Date): Promise<ClosingResult> {
    const companies: Array<{ id: string; time_zone: string }> = await this.dataSource.query(
      `SELECT id, time_zone FROM companies c WHERE EXISTS (SELECT 1 FROM contrato WHERE empresa_id = c.id AND dia_fechamento_rgm IS NOT NULL)`,
    );
    const result: ClosingResult = { companies: 0, daysProcessed: 0, rgmsCreated: 0 };
    for (const company of companies) {
      const done = await this.runForCompany(
        company.id,
        company.time_zone,
        localDate(now, company.time_zone),
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
  private async runForCompany(companyId: string, timeZone: string, today: string) {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query(
        `SELECT pg_try_advisory_lock(hashtext('fechamento-rgm'), hashtext($1)) AS locked`,
        [companyId],
      );
      if (!locked) return undefined;
      try {
        const [{ last }] = await runner.query(
          `SELECT max(dia)::text AS last FROM rgm_fechamento_dia WHERE empresa_id = $1`,
          [companyId],
        );
        let day = last ? addDays(last, 1) : today;
        if (day < addDays(today, -MAX_CATCH_UP_DAYS)) day = addDays(today, -MAX_CATCH_UP_DAYS);
        let days = 0;
        let rgms = 0;
        for (; day <= today; day = addDays(day, 1)) {
          const created = await this.closeDay(companyId, timeZone, day);
          await runner.query(
            `INSERT INTO rgm_fechamento_dia (empresa_id, dia, rgms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [companyId, day, created],
          );
          days++;
          rgms += created;
        }
        return { days, rgms };
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext('fechamento-rgm'), hashtext($1))`, [
          companyId,
        ]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Closes the previous month for the contracts whose closing day is `day`; returns how many RGMs it created. */
  private async closeDay(companyId: string, timeZone: string, day: string) {
    const dayOfMonth = Number(day.slice(8, 10));
    const contracts: Array<{ id: string; codigo: string; dia_fechamento_rgm: number }> =
      await this.dataSource.query(
        `SELECT id, codigo, dia_fechamento_rgm FROM contrato WHERE empresa_id = $1 AND dia_fechamento_rgm IS NOT NULL`,
        [companyId],
      );
    const period = previousMonth(day);
    let created = 0;
    for (const contract of contracts.filter(
      (candidate) => closingDayIn(day, candidate.dia_fechamento_rgm) === dayOfMonth,
    )) {
      const [existing] = await this.dataSource.query(
        `SELECT id FROM rgm WHERE empresa_id = $1 AND contrato_id = $2 AND inicio = $3 AND fim = $4 AND origem = 'automatico'`,
        [companyId, contract.id, period.inicio, period.fim],
      );
      if (existing) continue;
      const system: RgmActor = { companyId, timeZone, userId: null, role: 'ADMIN' };
      const rgm = await this.rgms.create(
        system,
        { contratoId: contract.id, ...period },
        'automatico',
      );
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
}
