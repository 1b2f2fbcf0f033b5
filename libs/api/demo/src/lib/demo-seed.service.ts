import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { DataSource, EntityManager } from 'typeorm';
import {
  displayPrefix,
  EntityRegistry,
  generateToken,
  hashToken,
  isWellFormedToken,
} from '@campo/ingestion';
import { ActivityPlanService } from '@campo/field-service';
import { AppConfig, hashPassword } from '@campo/platform';
import { DEMO_COMPANIES } from './demo-accounts';
import { seedBuildingDemo } from './building-demo';
import { seedFieldServiceDemo } from './field-service-demo';
import { FluidCylinderDemo } from './fluid-cylinder-demo';
import { PmocAnnexDemo } from './pmoc-annex-demo';
import { seedTechnicianDay } from './technician-day-demo';
import { seedClientPortalDemo } from './client-portal-demo';
import { ServiceRequestsDemo } from './service-requests-demo';
import { VisitReportDemo } from './visit-report-demo';
import { ActivityPlanDemo } from './activity-plan-demo';

/** Whose day of work the demo dispatches: the demo technician, by the demo supervisor. */
const DEMO_TECHNICIAN_DAY = {
  technicianEmail: 'tecnico@demo.local',
  supervisorEmail: 'supervisor@demo.local',
};

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
    private readonly registry: EntityRegistry,
    private readonly visitDemo: VisitReportDemo,
    private readonly activityDemo: ActivityPlanDemo,
    private readonly requestsDemo: ServiceRequestsDemo,
    private readonly cylinderDemo: FluidCylinderDemo,
    private readonly annexDemo: PmocAnnexDemo,
    private readonly plans: ActivityPlanService,
  ) {}

  /** A seed that fails is logged and the service starts anyway: demo data never stops `npm start`. */
  async onApplicationBootstrap() {
    try {
      await this.seed();
    } catch (error) {
      this.logger.error({ err: error }, 'Falha ao carregar os dados de demonstração; a API segue');
    }
  }

  async seed() {
    const passwordHash = await hashPassword(this.config.DEMO_PASSWORD);
    let created = 0;
    let demoCompanyId: string | undefined;
    await this.dataSource.transaction(async (manager) => {
      // One seeder at a time, should two instances start together.
      await manager.query('SELECT pg_advisory_xact_lock(7262031002)');
      for (const company of DEMO_COMPANIES) {
        // Its first user's company, then its name: a demo company the user renamed is still it.
        const [existing] = await manager.query(
          `SELECT empresa_id AS id FROM users WHERE email = $1
           UNION ALL SELECT id FROM companies WHERE name = $2 LIMIT 1`,
          [company.users[0].email, company.name],
        );
        const companyId: string =
          existing?.id ??
          (
            await manager.query('INSERT INTO companies (name) VALUES ($1) RETURNING id', [
              company.name,
            ])
          )[0].id;
        for (const user of company.users) {
          const inserted = await manager.query(
            `INSERT INTO users (empresa_id, name, email, password_hash, role, registro_profissional)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (empresa_id, email) DO NOTHING RETURNING id`,
            [
              companyId,
              user.name,
              user.email,
              passwordHash,
              user.role,
              user.registroProfissional ?? null,
            ],
          );
          created += inserted.length;
        }
        if (company === DEMO_COMPANIES[0]) {
          demoCompanyId = companyId;
          await this.ensureDemoToken(manager, companyId);
          await this.ensureFieldServiceDemo(manager, companyId);
          await seedBuildingDemo(manager, companyId);
          created += await seedClientPortalDemo(manager, companyId, passwordHash);
          const day = await seedTechnicianDay(manager, companyId, DEMO_TECHNICIAN_DAY);
          if (day > 0) this.logger.log({ ordens: day }, 'Dia do técnico de demonstração criado');
        }
      }
    });
    // Through the technician app's own services, once the orders above are committed.
    const visit = demoCompanyId
      ? await this.visitDemo.seed(demoCompanyId, DEMO_TECHNICIAN_DAY)
      : null;
    if (visit) this.logger.log({ ordem: visit }, 'Visita de demonstração com fotos e assinatura');
    // After the visit above, closed by the technician's own finish.
    const closed = demoCompanyId
      ? await this.activityDemo.seed(demoCompanyId, DEMO_TECHNICIAN_DAY)
      : 0;
    if (closed) this.logger.log({ visitas: closed }, 'Visitas revisadas pela supervisão');
    if (demoCompanyId && (await this.requestsDemo.seed(demoCompanyId)) > 0)
      this.logger.log('Solicitações de demonstração na fila do supervisor');
    const cylinders = demoCompanyId ? await this.cylinderDemo.seed(demoCompanyId) : 0;
    if (cylinders > 0)
      this.logger.log({ cilindros: cylinders }, 'Cilindros de fluido e destinação de demonstração');
    // After the orders are closed: the RT approves them; the lab's reports and the ART on file.
    const annex = demoCompanyId ? await this.annexDemo.seed(demoCompanyId) : 0;
    if (annex > 0) this.logger.log({ itens: annex }, 'Anexos do PMOC hospitalar de demonstração');
    this.logger.log({ criados: created }, 'Dados de demonstração prontos');
  }

  /** A year of field-service data, the first time only (what the demo user changes is kept). */
  private async ensureFieldServiceDemo(manager: EntityManager, companyId: string) {
    const [{ contracts }] = await manager.query(
      `SELECT count(*)::int AS contracts FROM contrato WHERE empresa_id = $1`,
      [companyId],
    );
    if (contracts > 0) return;
    const technicians: Array<{ id: string; email: string }> = await manager.query(
      `SELECT id, email FROM users WHERE empresa_id = $1 AND role = 'TECNICO' ORDER BY email`,
      [companyId],
    );
    const created = await seedFieldServiceDemo(manager, companyId, technicians, this.plans);
    await this.nameTechnicalLead(manager, companyId);
    this.logger.log(created, 'Dados de manutenção de demonstração criados');
  }

  /**
   * The demo's responsável técnico (the user with a registration) is named on every
   * contract, each with its own ART valid for the contract's term, as the contract
   * settings would name them: she is the one who signs the PMOCs.
   */
  private async nameTechnicalLead(manager: EntityManager, companyId: string) {
    await manager.query(
      `UPDATE contrato c SET responsavel_tecnico_id = u.id, responsavel_tecnico = u.name,
              registro_responsavel = u.registro_profissional,
              art = '2820' || to_char(c.inicio, 'YYYY') || lpad(right(c.codigo, 3), 9, '0'),
              art_validade = c.fim
         FROM (SELECT id, name, registro_profissional FROM users
                WHERE empresa_id = $1 AND registro_profissional IS NOT NULL ORDER BY email LIMIT 1) u
        WHERE c.empresa_id = $1`,
      [companyId],
    );
  }

  /**
   * An ingestion token for the demo company, with every entity in scope. Its
   * secret lives in DEMO_TOKEN_FILE so `npm start` can print it on every run
   * (a real token is shown once, at creation). A token the demo user revoked or
   * edited is left as it is.
   */
  private async ensureDemoToken(manager: EntityManager, companyId: string) {
    const file = this.config.DEMO_TOKEN_FILE;
    if (!file) return;
    const saved = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    const token = isWellFormedToken(saved) ? saved : generateToken();
    await manager.query(
      `INSERT INTO ingestion_tokens (empresa_id, name, prefix, secret_hash, mode, entities)
       SELECT $1, 'Integração de demonstração', $2, $3, 'UPSERT', $4
        WHERE NOT EXISTS (SELECT 1 FROM ingestion_tokens WHERE empresa_id = $1 AND prefix = $2 AND secret_hash = $3)`,
      [companyId, displayPrefix(token), hashToken(token), this.registry.names],
    );
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
  }
}
