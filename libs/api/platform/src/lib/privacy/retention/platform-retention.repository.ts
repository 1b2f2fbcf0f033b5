import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Which accounts to anonymise: these (on the person's request), or those deactivated before an instant. */
export type AccountsToAnonymise = { ids: readonly string[] } | { deactivatedBefore: Date };

/**
 * The SQL that ends the platform's own categories, past their term or on the person's
 * request: accounts, sessions and attempt counters, password links, sent e-mails and the
 * audit trail.
 */
@Injectable()
export class PlatformRetentionRepository {
  /**
   * Blanks the accounts (staff or portal users, as `client` says): name, e-mail (made
   * unique and undeliverable), password and council registration; deactivates them and
   * ends their open sessions (kept as access records for their own term). Records that
   * point to them stay, now naming nobody. Returns the ids changed.
   */
  async anonymiseAccounts(
    db: EntityManager,
    companyId: string,
    which: AccountsToAnonymise,
    client: boolean,
    now: Date,
  ): Promise<string[]> {
    const byIds = 'ids' in which;
    const [rows]: [Array<{ id: string }>, number] = await db.query(
      `WITH due AS (
         SELECT id FROM users
          WHERE empresa_id = $1 AND anonimizado_em IS NULL AND (role = 'CLIENTE') = $2
            AND ${byIds ? 'id = ANY($3::uuid[])' : 'NOT active AND desativado_em < $3'}
          FOR UPDATE)
       UPDATE users u
          SET name = 'Usuário anonimizado', email = 'anonimizado-' || u.id || '@anonimizado.invalid',
              password_hash = NULL, registro_profissional = NULL, active = false,
              desativado_em = coalesce(u.desativado_em, $4), anonimizado_em = $4, updated_at = $4
         FROM due WHERE u.empresa_id = $1 AND u.id = due.id
       RETURNING u.id`,
      [companyId, client, byIds ? which.ids : which.deactivatedBefore, now],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length > 0)
      await db.query(
        `UPDATE sessions SET expires_at = least(expires_at, $3)
          WHERE empresa_id = $1 AND user_id = ANY($2::uuid[])`,
        [companyId, ids, now],
      );
    return ids;
  }

  /** Every invitation and reset link of the accounts. */
  async linksOf(db: EntityManager, companyId: string, userIds: readonly string[]) {
    const [, count] = await db.query(
      `DELETE FROM password_links WHERE empresa_id = $1 AND user_id = ANY($2::uuid[])`,
      [companyId, userIds],
    );
    return Number(count);
  }

  /** Mail delivered or given up on to any of the addresses; mail still in the queue stays. */
  async mailTo(db: EntityManager, companyId: string, emails: readonly string[]) {
    const [, count] = await db.query(
      `DELETE FROM mail_outbox
        WHERE empresa_id = $1 AND status <> 'PENDENTE'
          AND EXISTS (SELECT 1 FROM unnest(destinatarios) d WHERE lower(d) = ANY($2::text[]))`,
      [companyId, emails],
    );
    return Number(count);
  }

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
