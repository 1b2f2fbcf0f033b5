import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

export interface RetentionRunRow {
  dia: string;
  executadoEm: Date;
  afetados: Record<string, number>;
}

/** The SQL of a company's retention terms (`retencao_prazo`) and the daily runs (`retencao_execucao`). */
@Injectable()
export class RetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's own terms, by category code. */
  async terms(companyId: string, db: EntityManager | DataSource = this.dataSource) {
    const rows: Array<{ codigo: string; dias: number }> = await db.query(
      `SELECT codigo, dias FROM retencao_prazo WHERE empresa_id = $1`,
      [companyId],
    );
    return new Map(rows.map((row) => [row.codigo, row.dias]));
  }

  async setTerm(
    db: EntityManager,
    companyId: string,
    code: string,
    days: number | null,
    userId: string,
  ) {
    if (days === null) {
      await db.query(`DELETE FROM retencao_prazo WHERE empresa_id = $1 AND codigo = $2`, [
        companyId,
        code,
      ]);
      return;
    }
    await db.query(
      `INSERT INTO retencao_prazo (empresa_id, codigo, dias, alterado_por) VALUES ($1, $2, $3, $4)
       ON CONFLICT (empresa_id, codigo) DO UPDATE
         SET dias = EXCLUDED.dias, alterado_por = EXCLUDED.alterado_por, alterado_em = now()`,
      [companyId, code, days, userId],
    );
  }

  companies(): Promise<Array<{ id: string; timeZone: string }>> {
    return this.dataSource.query(`SELECT id, time_zone AS "timeZone" FROM companies ORDER BY id`);
  }

  /**
   * Claims the company's local day for this run: true for the one transaction that
   * inserted the row. A second instance's insert waits for the first to commit and then
   * finds the row; if the first rolls back, the second claims the day itself.
   */
  async claimDay(db: EntityManager, companyId: string, day: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `INSERT INTO retencao_execucao (empresa_id, dia) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING dia`,
      [companyId, day],
    );
    return rows.length === 1;
  }

  async recordRun(
    db: EntityManager,
    companyId: string,
    day: string,
    affected: Record<string, number>,
  ) {
    await db.query(
      `UPDATE retencao_execucao SET afetados = $3, executado_em = now() WHERE empresa_id = $1 AND dia = $2`,
      [companyId, day, affected],
    );
  }

  runs(companyId: string, limit: number): Promise<RetentionRunRow[]> {
    return this.dataSource.query(
      `SELECT dia::text AS dia, executado_em AS "executadoEm", afetados
         FROM retencao_execucao WHERE empresa_id = $1 ORDER BY dia DESC LIMIT $2`,
      [companyId, limit],
    );
  }
}
