import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@campo/contracts';

/** A live session with its user and company, as the access guard needs them. */
export interface SessionRow {
  id: string;
  expires_at: Date;
  last_seen_at: Date;
  user_id: string;
  user_name: string;
  email: string;
  role: Role;
  cliente_id: string | null;
  company_id: string;
  company_name: string;
  time_zone: string;
}

/**
 * The SQL of `sessions`, found by the SHA-256 of their cookie token. Statements run
 * on the manager they are given (a transaction's), or on the data source by default.
 */
@Injectable()
export class SessionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    session: {
      tokenHash: Buffer;
      userId: string;
      companyId: string;
      expiresAt: Date;
      idleMinutes: number;
      ip: string | null;
      userAgent: string | null;
    },
    manager: EntityManager = this.dataSource.manager,
  ) {
    await manager.query(
      `INSERT INTO sessions (token_hash, user_id, empresa_id, created_at, last_seen_at, expires_at, idle_minutes, ip, user_agent)
         VALUES ($1, $2, $3, now(), now(), $4, $5, $6, $7)`,
      [
        session.tokenHash,
        session.userId,
        session.companyId,
        session.expiresAt,
        session.idleMinutes,
        session.ip,
        session.userAgent,
      ],
    );
  }

  /**
   * The session with this token hash, unless expired or idle longer than its own idle
   * limit (`defaultIdleMinutes` for a session opened without one), and only while its
   * user is active.
   */
  async findLive(tokenHash: Buffer, defaultIdleMinutes: number): Promise<SessionRow | undefined> {
    const [row]: SessionRow[] = await this.dataSource.query(
      `SELECT s.id, s.expires_at, s.last_seen_at, u.id AS user_id, u.name AS user_name, u.email, u.role, u.cliente_id,
              c.id AS company_id, c.name AS company_name, c.time_zone
         FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.active
         JOIN companies c ON c.id = s.empresa_id
        WHERE s.token_hash = $1
          AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(mins => coalesce(s.idle_minutes, $2))`,
      [tokenHash, defaultIdleMinutes],
    );
    return row;
  }

  async touch(id: string) {
    await this.dataSource.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);
  }

  async deleteByTokenHash(tokenHash: Buffer, manager: EntityManager = this.dataSource.manager) {
    await manager.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteExpiredOf(userId: string, manager: EntityManager = this.dataSource.manager) {
    await manager.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < now()', [userId]);
  }

  /** Deletes every session of the user except `exceptId` (none when null); returns how many. */
  async deleteAllOf(
    userId: string,
    exceptId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [, count] = await manager.query(
      'DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2',
      [userId, exceptId],
    );
    return count as number;
  }
}
