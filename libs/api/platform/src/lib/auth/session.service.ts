import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@campo/contracts';
import { AppConfig } from '../config/app-config';
import type { SessionPrincipal } from './session-principal';

export const SESSION_COOKIE = 'campo_sessao';
const TOUCH_INTERVAL_MS = 60_000;

/** Creates, resolves and ends server-side sessions stored in PostgreSQL. */
@Injectable()
export class SessionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /**
   * Starts a new session (a new random token at every login, so a token planted
   * before login is never promoted) and ends the one the browser presented, if any.
   */
  async start(
    user: { id: string; companyId: string },
    client: { ip?: string; userAgent?: string; previousToken?: string },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
    await this.dataSource.transaction(async (manager) => {
      if (client.previousToken) {
        await manager.query('DELETE FROM sessions WHERE token_hash = $1', [
          hashToken(client.previousToken),
        ]);
      }
      await manager.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < now()', [
        user.id,
      ]);
      await manager.query(
        `INSERT INTO sessions (token_hash, user_id, empresa_id, created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, now(), now(), $4, $5, $6)`,
        [
          hashToken(token),
          user.id,
          user.companyId,
          expiresAt,
          client.ip ?? null,
          client.userAgent?.slice(0, 400) ?? null,
        ],
      );
    });
    return { token, expiresAt };
  }

  /** The principal behind a cookie token, or undefined when absent, expired or idle. */
  async resolve(token: string | undefined): Promise<SessionPrincipal | undefined> {
    if (!token || token.length > 100) return undefined;
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT s.id, s.expires_at, s.last_seen_at, u.id AS user_id, u.name AS user_name, u.email, u.role,
              c.id AS company_id, c.name AS company_name, c.time_zone
         FROM sessions s
         JOIN users u ON u.id = s.user_id AND u.active
         JOIN companies c ON c.id = s.empresa_id
        WHERE s.token_hash = $1
          AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(mins => $2)`,
      [hashToken(token), this.config.SESSION_IDLE_MINUTES],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
      await this.dataSource.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [
        row.id,
      ]);
    }
    return {
      sessionId: row.id,
      userId: row.user_id,
      userName: row.user_name,
      email: row.email,
      role: row.role,
      companyId: row.company_id,
      companyName: row.company_name,
      timeZone: row.time_zone,
      expiresAt: row.expires_at,
    };
  }

  async end(token: string | undefined) {
    if (token)
      await this.dataSource.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  }

  /**
   * Ends every session of the user at once (deactivation, a new password), except
   * the one given (the caller's own, when they change their password); returns how many.
   */
  async endAllOf(
    user: { id: string },
    options: { except?: string; db?: EntityManager } = {},
  ): Promise<number> {
    const [, count] = await (options.db ?? this.dataSource).query(
      'DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2',
      [user.id, options.except ?? null],
    );
    return count as number;
  }

  cookieOptions(expiresAt?: Date): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      path: '/',
      ...(expiresAt ? { expires: expiresAt } : {}),
    };
  }
}

interface SessionRow {
  id: string;
  expires_at: Date;
  last_seen_at: Date;
  user_id: string;
  user_name: string;
  email: string;
  role: Role;
  company_id: string;
  company_name: string;
  time_zone: string;
}

function hashToken(token: string) {
  return createHash('sha256').update(token).digest();
}
