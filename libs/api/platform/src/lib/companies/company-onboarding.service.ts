import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { accountError } from '../users/account-errors';
import { hashPassword } from '../users/password-hasher';
import { PasswordLinkService } from '../users/password-link.service';
import { passwordProblem } from '../users/password-policy';
import { normalizeEmail } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { isTimeZone } from './company-rules';
import { CompanySetupSteps } from './company-setup';
import { CompanyRepository } from './company.repository';

export interface NewCompany {
  name: string;
  timeZone: string;
  adminEmail: string;
  adminName?: string;
  /** Sets this password instead of giving a link (automation). */
  adminPassword?: string;
  /** The ingestion entities the company starts with (the app passes the field-service ones). */
  ingestionEntities?: readonly string[];
}

export type OnboardingResult =
  | { created: true; companyId: string; userId: string; email: string; link: string | null }
  | { created: false; email: string; companyName: string };

/**
 * Puts a new company in the service with its first ADMIN: the operator's command
 * (`campo empresa criar`). Idempotent by the ADMIN's e-mail: a second run for the
 * same e-mail changes nothing and says so.
 */
@Injectable()
export class CompanyOnboardingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompanyRepository,
    private readonly users: UserRepository,
    private readonly links: PasswordLinkService,
    private readonly audit: AuditService,
    private readonly setup: CompanySetupSteps,
  ) {}

  async create(values: NewCompany): Promise<OnboardingResult> {
    const email = normalizeEmail(values.adminEmail);
    const name = values.name.trim();
    const problems = [
      !name && 'o nome da empresa é obrigatório',
      !isTimeZone(values.timeZone) &&
        `"${values.timeZone}" não é um fuso horário IANA (ex.: America/Sao_Paulo)`,
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && `"${values.adminEmail}" não é um e-mail válido`,
    ].filter((problem): problem is string => Boolean(problem));
    if (problems.length > 0) throw new OnboardingError(problems);
    if (values.adminPassword !== undefined) {
      const problem = passwordProblem(values.adminPassword, email);
      if (problem) throw new OnboardingError([`ADMIN_SENHA: ${problem}`]);
    }
    const passwordHash =
      values.adminPassword === undefined ? undefined : await hashPassword(values.adminPassword);
    const adminName = values.adminName?.trim() || email.split('@')[0];

    return this.dataSource.transaction(async (db) => {
      const existing = await this.users.findByEmail(email, db);
      if (existing) {
        const company = await this.companies.find(existing.companyId, db);
        return { created: false, email, companyName: company?.name ?? '' };
      }
      const companyId = await this.companies.insert(db, {
        name,
        timeZone: values.timeZone,
        ingestionEntities: values.ingestionEntities,
      });
      await this.setup.run(db, companyId);
      const userId = await this.users.insert(db, {
        companyId,
        name: adminName,
        email,
        role: 'ADMIN',
        passwordHash,
      });
      if (!userId)
        throw accountError('EMAIL_JA_CADASTRADO', 'Já existe um usuário com este e-mail.');
      const link = passwordHash
        ? null
        : await this.links.issue(db, { companyId, userId }, 'CONVITE');
      await this.audit.record(db, {
        companyId,
        actor: null,
        action: 'EMPRESA_CRIADA',
        targetId: userId,
        summary: `Empresa criada pelo comando do operador, com ${adminName} (${email}) como primeiro administrador.`,
        details: {
          fusoHorario: values.timeZone,
          senhaDefinida: Boolean(passwordHash),
          entidades: values.ingestionEntities ?? null,
        },
      });
      return { created: true, companyId, userId, email, link };
    });
  }
}

export class OnboardingError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}
