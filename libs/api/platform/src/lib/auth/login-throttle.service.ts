import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ATTEMPT_COUNTER, type AttemptCounter, takeFromAll } from './attempt-counter';

/**
 * Failed logins per account and per client address (PostgreSQL, or Redis with
 * REDIS_URL, so the limit holds across API instances). An attempt takes its place in
 * both counts before the password is checked, in one atomic step per count: of 30
 * parallel wrong passwords for one account, at most LOGIN_MAX_FAILURES_PER_ACCOUNT
 * reach the check. A success clears the account's count and gives the address's back.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(ATTEMPT_COUNTER) private readonly counter: AttemptCounter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Runs a password check within the account's and the address's counts: null when either
   * is used up (the check does not run); otherwise the check's result. A check that throws
   * (the hashing was busy) never reached the password and does not count.
   */
  async check(
    email: string,
    ip: string | undefined,
    passwordCheck: () => Promise<boolean>,
  ): Promise<boolean | null> {
    if (!(await this.tryAttempt(email, ip))) return null;
    let ok: boolean;
    try {
      ok = await passwordCheck();
    } catch (error) {
      await this.withdraw(email, ip);
      throw error;
    }
    if (ok) await this.succeeded(email, ip);
    return ok;
  }

  /** Whether this attempt may check a password: false once the account or address is used up. */
  private tryAttempt(email: string, ip: string | undefined): Promise<boolean> {
    const budgets = [{ key: accountKey(email), max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT }];
    // The address first: a blocked address then no longer adds to its victims' counts.
    if (ip) budgets.unshift({ key: addressKey(ip), max: this.config.LOGIN_MAX_FAILURES_PER_IP });
    return takeFromAll(this.counter, budgets, this.config.LOGIN_WINDOW_MINUTES * 60_000);
  }

  /** The password was right: the account starts afresh and the address gets its attempt back. */
  private async succeeded(email: string, ip: string | undefined) {
    await this.counter.reset(accountKey(email));
    if (ip) await this.counter.release(addressKey(ip));
  }

  /** The attempt never reached the password check: it does not count. */
  private async withdraw(email: string, ip: string | undefined) {
    await this.counter.release(accountKey(email));
    if (ip) await this.counter.release(addressKey(ip));
  }
}

const accountKey = (email: string) => `login:conta:${email}`;
const addressKey = (ip: string) => `login:ip:${ip}`;
