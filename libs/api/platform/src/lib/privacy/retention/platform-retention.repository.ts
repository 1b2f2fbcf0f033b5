import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The SQL that ends the platform's own categories: sessions and attempt counters, password
 * links, sent e-mails and the audit trail, each past the instant its term ends before.
 */
@Injectable()
export class PlatformRetentionRepository {
  /** Sessions that ended (expired) before the instant; attempt counters that expired before it. */
  async accessRecords(db: EntityManager, companyId: string, before: Date) {
    const [, sessions] = await db.query(
      `DELETE FROM sessions WHERE empresa_id = $1 AND expires_at < $2`,
      [companyId, before],
    );
    const [, counters] = await db.query(`DELETE FROM attempt_counters WHERE expires_at < $1`, [
      before,
    ]);
    return Number(sessions) + Number(counters);
  }

  /** Invitation and reset links used, revoked or expired before the instant. */
  async passwordLinks(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `DELETE FROM password_links
        WHERE empresa_id = $1 AND least(expires_at, coalesce(used_at, revoked_at, expires_at)) < $2`,
      [companyId, before],
    );
    return Number(count);
  }

  /** Mail delivered or given up on before the instant (the attachments go with it); pending mail stays. */
  async sentMail(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `DELETE FROM mail_outbox
        WHERE empresa_id = $1 AND status <> 'PENDENTE' AND coalesce(enviado_em, criado_em) < $2`,
      [companyId, before],
    );
    return Number(count);
  }

  /** A person's requests answered before the instant. */
  async answeredRequests(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(
      `DELETE FROM titular_pedido WHERE empresa_id = $1 AND atendido_em < $2`,
      [companyId, before],
    );
    return Number(count);
  }

  async auditTrail(db: EntityManager, companyId: string, before: Date) {
    const [, count] = await db.query(`DELETE FROM audit_events WHERE empresa_id = $1 AND at < $2`, [
      companyId,
      before,
    ]);
    return Number(count);
  }
}
