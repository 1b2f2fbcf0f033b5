import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export type PasswordLinkPurpose = 'CONVITE' | 'REDEFINICAO';

export interface PasswordLinkRow {
  id: string;
  companyId: string;
  userId: string;
  purpose: PasswordLinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** The SQL of `password_links`: single-use links to set a password, stored as SHA-256. */
@Injectable()
export class PasswordLinkRepository {
  /** Ends the user's unused links: a new link, a new password or a deactivation replaces them. */
  async revokeOpen(db: EntityManager, companyId: string, userId: string) {
    await db.query(
      `UPDATE password_links SET revoked_at = now()
        WHERE empresa_id = $1 AND user_id = $2 AND used_at IS NULL AND revoked_at IS NULL`,
      [companyId, userId],
    );
  }

  async insert(
    db: EntityManager,
    values: {
      companyId: string;
      userId: string;
      purpose: PasswordLinkPurpose;
      tokenHash: Buffer;
      hours: number;
    },
  ) {
    await db.query(
      `INSERT INTO password_links (empresa_id, user_id, purpose, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [values.companyId, values.userId, values.purpose, values.tokenHash, values.hours],
    );
  }

  /** The link with this hash, locked until the transaction ends (so it is used once). */
  async lockByHash(db: EntityManager, tokenHash: Buffer): Promise<PasswordLinkRow | undefined> {
    const [row] = await db.query(
      `SELECT id, empresa_id AS "companyId", user_id AS "userId", purpose,
              expires_at AS "expiresAt", used_at AS "usedAt", revoked_at AS "revokedAt"
         FROM password_links WHERE token_hash = $1 FOR UPDATE`,
      [tokenHash],
    );
    return row;
  }

  async markUsed(db: EntityManager, id: string) {
    await db.query(`UPDATE password_links SET used_at = now() WHERE id = $1`, [id]);
  }
}
