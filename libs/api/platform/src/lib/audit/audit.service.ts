import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { PageRequest } from '../common/request-params';
import type { SessionPrincipal } from '../auth/session-principal';
import { type AuditEvent, AuditRepository } from './audit.repository';

/**
 * The audit trail: every change to a company's people and settings, with who did
 * it, when, and what changed. Recorded in the transaction of the change itself,
 * so a change and its record are stored together or not at all.
 */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  record(db: EntityManager | DataSource, event: AuditEvent) {
    return this.audit.insert(db, event);
  }

  list(companyId: string, page: PageRequest) {
    return this.audit.page(companyId, page);
  }
}

/** The author of an audited change made through a session. */
export function actorOf(session: Pick<SessionPrincipal, 'userId' | 'userName'>) {
  return { id: session.userId, name: session.userName };
}
