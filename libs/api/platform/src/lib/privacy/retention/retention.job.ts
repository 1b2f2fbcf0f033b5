import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { localDate } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { RetentionHandlers } from './retention-handlers';
import { RetentionPolicy } from './retention-policy.service';
import { RetentionRepository } from './retention.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionRunResult {
  /** Companies whose day this call ran (the others had run today already, here or elsewhere). */
  companies: number;
  /** Rows deleted or anonymised, per category code, summed over the companies. */
  affected: Record<string, number>;
}

/**
 * The daily retention run. Every hour (so each company's local day is met in its own
 * time zone) it claims, per company, today's row in `retencao_execucao`; the one
 * instance that claims it runs every category's handler with the company's term, in one
 * transaction with the claim, records the counts in the row and, when something changed,
 * in the audit trail. A failed run rolls its claim back and is retried the next hour.
 */
@Injectable()
export class RetentionJob {
  private readonly logger = new Logger('Retencao');
  private running?: Promise<RetentionRunResult>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runs: RetentionRepository,
    private readonly policy: RetentionPolicy,
    private readonly handlers: RetentionHandlers,
    private readonly audit: AuditService,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'retencao' })
  async scheduled() {
    try {
      await this.run();
    } catch (error) {
      this.logger.error({ err: error }, 'Falha na rotina de retenção');
    }
  }

  run(now = new Date()): Promise<RetentionRunResult> {
    this.running ??= this.runAll(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async runAll(now: Date): Promise<RetentionRunResult> {
    const result: RetentionRunResult = { companies: 0, affected: {} };
    for (const company of await this.runs.companies()) {
      const affected = await this.runCompany(company.id, localDate(now, company.timeZone), now);
      if (!affected) continue;
      result.companies++;
      for (const [code, count] of Object.entries(affected))
        result.affected[code] = (result.affected[code] ?? 0) + count;
    }
    return result;
  }

  /** Runs the company's day unless already claimed; the counts of what changed, or undefined. */
  private runCompany(companyId: string, day: string, now: Date) {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.runs.claimDay(manager, companyId, day))) return undefined;
      const affected: Record<string, number> = {};
      for (const term of await this.policy.effectiveAll(companyId)) {
        const handler = this.handlers.get(term.code);
        if (!handler || term.days === null) continue;
        const before = new Date(now.getTime() - term.days * DAY_MS);
        const count = await handler({ companyId, before, now, manager });
        if (count > 0) affected[term.code] = count;
      }
      await this.runs.recordRun(manager, companyId, day, affected);
      const total = Object.values(affected).reduce((sum, count) => sum + count, 0);
      if (total > 0) {
        await this.audit.record(manager, {
          companyId,
          actor: null,
          action: 'RETENCAO_APLICADA',
          summary: `Rotina de retenção: ${total} registro(s) excluído(s) ou anonimizado(s) por prazo vencido`,
          details: { dia: day, afetados: affected },
        });
        this.logger.log({ empresa: companyId, dia: day, afetados: affected }, 'Retenção aplicada');
      }
      return affected;
    });
  }
}
