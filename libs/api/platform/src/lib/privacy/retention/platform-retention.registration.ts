import { Injectable, OnModuleInit } from '@nestjs/common';
import { ErasureHandlers } from '../rights/erasure-handlers';
import { PlatformRetentionRepository } from './platform-retention.repository';
import { RetentionHandlers } from './retention-handlers';

/**
 * Registers the handlers of the platform's own categories (accounts, sessions, links,
 * mail, audit): at the end of their term, and on the person's request.
 */
@Injectable()
export class PlatformRetention implements OnModuleInit {
  constructor(
    private readonly handlers: RetentionHandlers,
    private readonly erasure: ErasureHandlers,
    private readonly sql: PlatformRetentionRepository,
  ) {}

  onModuleInit() {
    for (const [code, client] of [
      ['EQUIPE_CADASTRO', false],
      ['USUARIO_CLIENTE', true],
    ] as const) {
      this.handlers.register(code, async ({ manager, companyId, before, now }) => {
        const ids = await this.sql.anonymiseAccounts(
          manager,
          companyId,
          { deactivatedBefore: before },
          client,
          now,
        );
        return ids.length;
      });
      this.erasure.register(code, async ({ manager, companyId, subject, now }) => {
        if (subject.userIds.length === 0) return 0;
        const ids = await this.sql.anonymiseAccounts(
          manager,
          companyId,
          { ids: subject.userIds },
          client,
          now,
        );
        return ids.length;
      });
    }
    this.erasure.register('LINKS_DE_SENHA', ({ manager, companyId, subject }) =>
      this.sql.linksOf(manager, companyId, subject.userIds),
    );
    this.erasure.register('EMAILS_ENVIADOS', ({ manager, companyId, subject }) =>
      this.sql.mailTo(manager, companyId, subject.emails),
    );

    this.handlers.register('REGISTRO_DE_ACESSO', ({ manager, companyId, before }) =>
      this.sql.accessRecords(manager, companyId, before),
    );
    this.handlers.register('LINKS_DE_SENHA', ({ manager, companyId, before }) =>
      this.sql.passwordLinks(manager, companyId, before),
    );
    this.handlers.register('EMAILS_ENVIADOS', ({ manager, companyId, before }) =>
      this.sql.sentMail(manager, companyId, before),
    );
    this.handlers.register('PEDIDOS_DO_TITULAR', ({ manager, companyId, before }) =>
      this.sql.answeredRequests(manager, companyId, before),
    );
    this.handlers.register('TRILHA_DE_AUDITORIA', ({ manager, companyId, before }) =>
      this.sql.auditTrail(manager, companyId, before),
    );
  }
}
