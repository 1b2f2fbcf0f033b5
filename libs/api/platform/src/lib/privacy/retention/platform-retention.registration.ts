import { Injectable, OnModuleInit } from '@nestjs/common';
import { PlatformRetentionRepository } from './platform-retention.repository';
import { RetentionHandlers } from './retention-handlers';

/** Registers the handlers of the platform's own categories (sessions, links, mail, audit). */
@Injectable()
export class PlatformRetention implements OnModuleInit {
  constructor(
    private readonly handlers: RetentionHandlers,
    private readonly sql: PlatformRetentionRepository,
  ) {}

  onModuleInit() {
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
