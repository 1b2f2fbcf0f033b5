import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig, hashPassword } from '@campo/platform';
import { DEMO_COMPANIES } from './demo-accounts';

/**
 * Loads the demo companies and users at start when DEMO_SEED is on (the config
 * refuses it in production). Idempotent: what exists is left as it is, so a
 * restart keeps what the demo user changed. Later domains add their demo data
 * as further steps here.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DadosDemo');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    await this.seed();
  }

  async seed() {
    const passwordHash = await hashPassword(this.config.DEMO_PASSWORD);
    let created = 0;
    await this.dataSource.transaction(async (manager) => {
      // One seeder at a time, should two instances start together.
      await manager.query('SELECT pg_advisory_xact_lock(7262031002)');
      for (const company of DEMO_COMPANIES) {
        const [existing] = await manager.query('SELECT id FROM companies WHERE name = $1', [company.name]);
        const companyId: string =
          existing?.id ??
          (await manager.query('INSERT INTO companies (name) VALUES ($1) RETURNING id', [company.name]))[0].id;
        for (const user of company.users) {
          const inserted = await manager.query(
            `INSERT INTO users (empresa_id, name, email, password_hash, role)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
            [companyId, user.name, user.email, passwordHash, user.role],
          );
          created += inserted.length;
        }
      }
    });
    this.logger.log({ criados: created }, 'Dados de demonstração prontos');
  }
}
