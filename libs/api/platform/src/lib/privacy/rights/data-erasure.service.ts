import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSubjectQuery, ErasureCategory, ErasureReport } from '@campo/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { actorOf, AuditService } from '../../audit/audit.service';
import type { SessionPrincipal } from '../../auth/session-principal';
import { platformError } from '../../common/app-exception';
import { FileService } from '../../files/file.service';
import { type ProcessingActivity, PersonalDataRegistry } from '../personal-data';
import { subjectMatch } from './data-rights.service';
import { ErasureHandlers, type ErasureSubject } from './erasure-handlers';
import { PersonalDataFinderRepository, type SubjectMatch } from './personal-data-finder.repository';

const RESULT = { EXCLUIR: 'EXCLUIDO', ANONIMIZAR: 'ANONIMIZADO' } as const;

/**
 * The person's request to be erased (LGPD art. 18, IV and VI): each category of the
 * record of processing deletes or anonymises the person's rows, as its `onRequest` rule
 * says, or keeps them with the legal reason (art. 16, I; art. 7º, VI), in one
 * transaction. A preview runs the same handlers and rolls back, so what it shows is what
 * the act does. The act is audited; the reports and figures that point to the person
 * stay, without the person.
 */
@Injectable()
export class DataErasureService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly handlers: ErasureHandlers,
    private readonly finder: PersonalDataFinderRepository,
    private readonly files: FileService,
    private readonly audit: AuditService,
  ) {}

  async preview(admin: SessionPrincipal, query: DataSubjectQuery): Promise<ErasureReport> {
    const match = subjectMatch(query);
    const subject = await this.subject(admin, match);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const categories = await this.apply(admin.companyId, match, subject, runner.manager, false);
      return { titular: query, executada: false, categorias: categories };
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  async erase(admin: SessionPrincipal, query: DataSubjectQuery): Promise<ErasureReport> {
    const match = subjectMatch(query);
    const subject = await this.subject(admin, match);
    const categories = await this.dataSource.transaction(async (manager) => {
      const report = await this.apply(admin.companyId, match, subject, manager, true);
      const changed = report.filter((line) => line.resultado !== 'MANTIDO');
      await this.audit.record(manager, {
        companyId: admin.companyId,
        actor: actorOf(admin),
        action: 'TITULAR_DADOS_ELIMINADOS',
        targetId: query.usuarioId ?? null,
        summary: `Dados pessoais eliminados a pedido do titular: ${changed.reduce((sum, line) => sum + line.quantidade, 0)} registro(s) excluído(s) ou anonimizado(s)`,
        details: {
          categorias: auditedOutcomes(report),
        },
      });
      return report;
    });
    return { titular: query, executada: true, categorias: categories };
  }

  /**
   * The accounts, e-mails and phone the person is. An active ADMIN is refused: the
   * company would lose an administrator, and the act would sign the acting one out.
   */
  private async subject(admin: SessionPrincipal, match: SubjectMatch): Promise<ErasureSubject> {
    const accounts = await this.finder.accounts(admin.companyId, match);
    if (accounts.some((account) => account.role === 'ADMIN' && account.active))
      throw platformError(
        'TITULAR_ADMIN_ATIVO',
        'Um administrador ativo não pode ter os dados eliminados: desative-o antes.',
      );
    const emails = new Set(accounts.map((account) => account.email));
    if (match.kind === 'email') emails.add(match.email);
    return {
      userIds: accounts.map((account) => account.id),
      emails: [...emails],
      phoneDigits: match.kind === 'phone' ? match.digits : null,
    };
  }

  /** Every category in the record's order: erased by its handler, or counted and kept. */
  private async apply(
    companyId: string,
    match: SubjectMatch,
    subject: ErasureSubject,
    manager: EntityManager,
    removeFiles: boolean,
  ): Promise<ErasureCategory[]> {
    const now = new Date();
    const report: ErasureCategory[] = [];
    for (const activity of this.registry.list()) {
      const rule = activity.onRequest;
      const handler = rule.action === 'MANTER' ? undefined : this.handlers.get(activity.code);
      const line = (resultado: ErasureCategory['resultado'], quantidade: number) => ({
        codigo: activity.code,
        titulo: activity.title,
        resultado,
        quantidade,
        mantem: rule.keeps ?? null,
      });
      if (handler) {
        const count = await handler({
          companyId,
          subject,
          now,
          manager,
          removeFile: async (id) => {
            if (removeFiles) await this.files.removeWithin(manager, companyId, id);
          },
        });
        if (count > 0) report.push(line(RESULT[rule.action as 'EXCLUIR' | 'ANONIMIZAR'], count));
      }
      // What still names the person: every row under MANTER; under the others, rows that
      // still hold the e-mail or phone (mail in the queue, a request under a legal hold).
      // Rows left pointing to an anonymised account no longer name anyone.
      if (rule.action === 'MANTER' || match.kind !== 'user') {
        const kept = await this.keptRows(companyId, activity, match, manager);
        if (kept > 0) report.push(line('MANTIDO', kept));
      }
    }
    return report;
  }

  /** Rows about the person the category still holds after its handler (all of them under MANTER). */
  private async keptRows(
    companyId: string,
    activity: ProcessingActivity,
    match: SubjectMatch,
    manager: EntityManager,
  ) {
    let count = 0;
    for (const storage of activity.storage) {
      const found = await this.finder.rows(companyId, storage, match, manager);
      count += found?.rows.length ?? 0;
    }
    return count;
  }
}

/**
 * Each category's outcome for the audit trail, `CODE: "ANONIMIZADO 1"`; a category with
 * two lines (some rows deleted, some kept) names both, `"EXCLUIDO 5, MANTIDO 1"`.
 */
function auditedOutcomes(report: readonly ErasureCategory[]): Record<string, string> {
  const outcomes: Record<string, string> = {};
  for (const line of report) {
    const outcome = `${line.resultado} ${line.quantidade}`;
    outcomes[line.codigo] = outcomes[line.codigo]
      ? `${outcomes[line.codigo]}, ${outcome}`
      : outcome;
  }
  return outcomes;
}
