import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions } from 'express';
import type { Role } from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { SessionPrincipal } from './session-principal';
import { SessionRepository } from './session.repository';

export const SESSION_COOKIE = 'campo_sessao';
const TOUCH_INTERVAL_MS = 60_000;

/** Creates, resolves and ends server-side sessions stored in PostgreSQL. */
@Injectable()
export class SessionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionRepository,
    private readonly config: AppConfig,
  ) {}

  /**
   * Starts a new session (a new random token at every login, so a token planted
   * before login is never promoted) and ends the one the browser presented, if any.
   */
  async start(
    user: { id: string; companyId: string; role: Role },
    client: { ip?: string; userAgent?: string; previousToken?: string },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const limits = this.limits(user.role);
    const expiresAt = new Date(Date.now() + limits.absoluteHours * 3_600_000);
    await this.dataSource.transaction(async (manager) => {
      if (client.previousToken) {
        await this.sessions.deleteByTokenHash(hashToken(client.previousToken), manager);
      }
      await this.sessions.deleteExpiredOf(user.id, manager);
      await this.sessions.insert(
        {
          tokenHash: hashToken(token),
          userId: user.id,
          companyId: user.companyId,
          expiresAt,
          idleMinutes: limits.idleMinutes,
          ip: client.ip ?? null,
          userAgent: client.userAgent?.slice(0, 400) ?? null,
        },
        manager,
      );
    });
    return { token, expiresAt };
  }

  /**
   * The idle and absolute limits of a new session: a technician's lasts a shift on a
   * phone and idles through a long job offline; everyone else's those of an office.
   */
  limits(role: Role): { idleMinutes: number; absoluteHours: number } {
    return role === 'TECNICO'
      ? {
          idleMinutes: this.config.SESSION_TECHNICIAN_IDLE_MINUTES,
          absoluteHours: this.config.SESSION_TECHNICIAN_ABSOLUTE_HOURS,
        }
      : {
          idleMinutes: this.config.SESSION_IDLE_MINUTES,
          absoluteHours: this.config.SESSION_ABSOLUTE_HOURS,
        };
  }

  /** The principal behind a cookie token, or undefined when absent, expired or idle. */
  async resolve(token: string | undefined): Promise<SessionPrincipal | undefined> {
    if (!token || token.length > 100) return undefined;
    const row = await this.sessions.findLive(hashToken(token), this.config.SESSION_IDLE_MINUTES);
    if (!row) return undefined;
    if (Date.now() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(row.id);
    }
    return {
      sessionId: row.id,
      userId: row.user_id,
      userName: row.user_name,
      email: row.email,
      role: row.role,
      clientId: row.cliente_id,
      companyId: row.company_id,
      companyName: row.company_name,
      timeZone: row.time_zone,
      expiresAt: row.expires_at,
    };
  }

  async end(token: string | undefined) {
    if (token) await this.sessions.deleteByTokenHash(hashToken(token));
  }

  /**
   * Ends every session of the user at once (deactivation, a new password), except
   * the one given (the caller's own, when they change their password); returns how many.
   */
  async endAllOf(
    user: { id: string },
    options: { except?: string; db?: EntityManager } = {},
  ): Promise<number> {
    return this.sessions.deleteAllOf(user.id, options.except ?? null, options.db);
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

function hashToken(token: string) {
  return createHash('sha256').update(token).digest();
}
