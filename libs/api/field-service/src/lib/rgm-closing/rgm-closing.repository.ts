import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';

export interface ClosingContractRow {
  id: string;
  codigo: string;
  diaFechamentoRgm: number;
}

/**
 * What the automatic closing reads and records: the companies and contracts with a
 * closing day, the days already processed (`rgm_fechamento_dia`),
 * and the per-company advisory lock that makes one instance run a company at a time.
 */
@Injectable()
export class RgmClosingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Companies with at least one contract that closes automatically. */
  companiesToClose(): Promise<Array<{ id: string; timeZone: string }>> {
    return this.dataSource.query(
      `SELECT id, time_zone AS "timeZone" FROM companies c WHERE EXISTS (SELECT 1 FROM contrato WHERE empresa_id = c.id AND dia_fechamento_rgm IS NOT NULL)`,
    );
  }

  /**
   * Runs `work` on one connection holding the company's advisory lock (a session lock:
   * released when the work ends, whatever happens). Undefined when another instance
   * holds it.
   */
  async withCompanyLock<T>(
    companyId: string,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T | undefined> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }]: Array<{ locked: boolean }> = await runner.query(
        `SELECT pg_try_advisory_lock(hashtext('fechamento-rgm'), hashtext($1)) AS locked`,
        [companyId],
      );
      if (!locked) return undefined;
      try {
        return await work(runner.manager);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext('fechamento-rgm'), hashtext($1))`, [
          companyId,
        ]);
      }
    } finally {
      await runner.release();
    }
  }

  /** The last local day processed for the company, or null before its first run. */
  async lastProcessedDay(companyId: string, manager?: EntityManager): Promise<string | null> {
    const [{ last }]: Array<{ last: string | null }> = await executor(
      this.dataSource,
      manager,
    ).query(`SELECT max(dia)::text AS last FROM rgm_fechamento_dia WHERE empresa_id = $1`, [
      companyId,
    ]);
    return last;
  }

  async recordDay(
    companyId: string,
    day: string,
    rgms: number,
    manager?: EntityManager,
  ): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO rgm_fechamento_dia (empresa_id, dia, rgms) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [companyId, day, rgms],
    );
  }

  contractsWithClosingDay(companyId: string): Promise<ClosingContractRow[]> {
    return this.dataSource.query(
      `SELECT id, codigo, dia_fechamento_rgm AS "diaFechamentoRgm" FROM contrato WHERE empresa_id = $1 AND dia_fechamento_rgm IS NOT NULL`,
      [companyId],
    );
  }
}
