import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** The SQL of the company's entity set (a column of `companies`, NULL for every entity). */
@Injectable()
export class CompanyEntitySetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The names the company chose; null when it uses every entity (companies from before the set). */
  async read(companyId: string): Promise<string[] | null> {
    const [row] = await this.dataSource.query(
      `SELECT entidades_ingestao AS entidades FROM companies WHERE id = $1`,
      [companyId],
    );
    return row?.entidades ?? null;
  }

  async write(db: EntityManager, companyId: string, names: readonly string[]): Promise<void> {
    await db.query(`UPDATE companies SET entidades_ingestao = $2 WHERE id = $1`, [
      companyId,
      names,
    ]);
  }
}
