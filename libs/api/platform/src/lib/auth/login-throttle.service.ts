import { Inject, Injectable } from '@nestjs/common';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import {
  ATTEMPT_COUNTER,
  type AttemptBudget,
  type AttemptCounter,
  takeFromAll,
} from './attempt-counter';

/** How long an attempt may stay counted as in flight if its instance dies mid-check. */
const IN_FLIGHT_WINDOW_MS = 60_000;
/** Retry-After of an address whose in-flight attempts fill what its failures leave. */
const IN_FLIGHT_RETRY_SECONDS = 2;

export const LOGIN_BLOCKED =
  'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.';
const BUSY = 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.';

/** The outcome of an attempt: the password check's result, or the lockout that stopped it. */
export type LoginAttempt = { ok: boolean } | { blocked: true; retryAfterSeconds: number };

/**
 * Failed logins (PostgreSQL, or Redis with REDIS_URL, so the limits hold across API
 * instances), counted so that a crowd is served and an attacker is not (OWASP
 * Authentication Cheat Sheet, docs/api-sessao.md):
 *
 * - the pair account + address: LOGIN_MAX_FAILURES_PER_ACCOUNT failures lock that pair
 *   only. The attempt takes its place before the check (atomically), so of 30 parallel
 *   wrong passwords from one address for one account at most that many reach the check;
 * - the account from every address it has not signed in from lately: a much higher
 *   LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL. An address where the account signed in within
 *   LOGIN_KNOWN_ADDRESS_DAYS skips it, so an attacker elsewhere never locks the victim out
 *   of their usual address;
 * - the address: LOGIN_MAX_FAILURES_PER_IP completed failures. Only a finished wrong
 *   password counts; attempts in flight may use what the failures leave, and beyond that
 *   the answer is 503 SERVICO_OCUPADO with Retry-After (never a lockout): 30 correct
 *   logins behind one NAT are served or asked to retry in a moment.
 *
 * A correct password clears the pair and marks the address as known for the account.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(ATTEMPT_COUNTER) private readonly counter: AttemptCounter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Runs a password check within the counts. A check that throws (the hashing was busy)
   * never reached the password and does not count. Throws SERVICO_OCUPADO when the
   * address's attempts in flight fill what its failures leave.
   */
  async attempt(
    email: string,
    ip: string | undefined,
    passwordCheck: () => Promise<boolean>,
  ): Promise<LoginAttempt> {
    if (!ip) return this.attemptForAccount(email, undefined, passwordCheck);
    // In flight first, then the failures: a failure is counted before its attempt leaves
    // the in-flight count, so the sum read here never misses an attempt.
    const inFlight = await this.counter.hit(inFlightKey(ip), IN_FLIGHT_WINDOW_MS);
    try {
      const failures = await this.counter.peek(addressKey(ip));
      const max = this.config.LOGIN_MAX_FAILURES_PER_IP;
      if (failures.count >= max) return blocked(failures.resetInMs);
      if (failures.count + inFlight > max) {
        throw platformError('SERVICO_OCUPADO', BUSY, {
          tenteNovamenteEm: IN_FLIGHT_RETRY_SECONDS,
        });
      }
      const outcome = await this.attemptForAccount(email, ip, passwordCheck);
      if ('ok' in outcome && !outcome.ok) await this.counter.hit(addressKey(ip), this.windowMs);
      return outcome;
    } finally {
      await this.counter.release(inFlightKey(ip));
    }
  }

  /** The LOGIN_BLOQUEADO error of a blocked attempt, with its Retry-After. */
  blockedError(outcome: { retryAfterSeconds: number }, message = LOGIN_BLOCKED) {
    return platformError('LOGIN_BLOQUEADO', message, {
      tenteNovamenteEm: outcome.retryAfterSeconds,
    });
  }

  private async attemptForAccount(
    email: string,
    ip: string | undefined,
    passwordCheck: () => Promise<boolean>,
  ): Promise<LoginAttempt> {
    const known = ip ? (await this.counter.peek(knownKey(email, ip))).count > 0 : false;
    const budgets: AttemptBudget[] = [
      { key: pairKey(email, ip), max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT },
    ];
    if (!known) {
      budgets.push({
        key: accountKey(email),
        max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT_TOTAL,
      });
    }
    if (!(await takeFromAll(this.counter, budgets, this.windowMs))) {
      const counts = await Promise.all(budgets.map((budget) => this.counter.peek(budget.key)));
      const full = counts.filter((count, i) => count.count >= budgets[i].max);
      return blocked(Math.max(0, ...full.map((count) => count.resetInMs)));
    }
    let ok: boolean;
    try {
      ok = await passwordCheck();
    } catch (error) {
      await Promise.all(budgets.map((budget) => this.counter.release(budget.key)));
      throw error;
    }
    if (ok) {
      await this.counter.reset(pairKey(email, ip));
      if (!known) await this.counter.release(accountKey(email));
      if (ip) {
        await this.counter.reset(knownKey(email, ip));
        await this.counter.hit(knownKey(email, ip), this.config.LOGIN_KNOWN_ADDRESS_DAYS * DAY_MS);
      }
    }
    return { ok };
  }

  private get windowMs() {
    return this.config.LOGIN_WINDOW_MINUTES * 60_000;
  }
}

const DAY_MS = 86_400_000;

function blocked(resetInMs: number): LoginAttempt {
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

const pairKey = (email: string, ip: string | undefined) => `login:par:${email}|${ip ?? '-'}`;
const accountKey = (email: string) => `login:conta:${email}`;
const knownKey = (email: string, ip: string) => `login:conhecido:${email}|${ip}`;
const addressKey = (ip: string) => `login:ip:${ip}`;
const inFlightKey = (ip: string) => `login:ip-em-curso:${ip}`;
