import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ATTEMPT_COUNTER, type AttemptCounter, takeFromAll } from './attempt-counter';

/**
 * Password-reset requests per e-mail and per client address, with the login limits
 * and window, counted and checked in one atomic step per count (as logins).
 */
@Injectable()
export class PasswordResetThrottleService {
  constructor(
    @Inject(ATTEMPT_COUNTER) private readonly counter: AttemptCounter,
    private readonly config: AppConfig,
  ) {}

  /**
   * Null when this request may go ahead; otherwise the seconds until the e-mail's or the
   * address's window that is used up ends (for Retry-After).
   */
  async tryRequest(email: string, ip: string | undefined): Promise<number | null> {
    const budgets = [
      { key: `nova-senha:conta:${email}`, max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT },
    ];
    if (ip) {
      budgets.unshift({ key: `nova-senha:ip:${ip}`, max: this.config.LOGIN_MAX_FAILURES_PER_IP });
    }
    if (await takeFromAll(this.counter, budgets, this.config.LOGIN_WINDOW_MINUTES * 60_000)) {
      return null;
    }
    const counts = await Promise.all(budgets.map((budget) => this.counter.peek(budget.key)));
    const full = counts.filter((count, i) => count.count >= budgets[i].max);
    return Math.max(1, ...full.map((count) => Math.ceil(count.resetInMs / 1000)));
  }
}
