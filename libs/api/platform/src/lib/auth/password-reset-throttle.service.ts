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

  /** Whether this request may go ahead: false once the e-mail or the address is used up. */
  tryRequest(email: string, ip: string | undefined): Promise<boolean> {
    const budgets = [
      { key: `nova-senha:conta:${email}`, max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT },
    ];
    if (ip) {
      budgets.unshift({ key: `nova-senha:ip:${ip}`, max: this.config.LOGIN_MAX_FAILURES_PER_IP });
    }
    return takeFromAll(this.counter, budgets, this.config.LOGIN_WINDOW_MINUTES * 60_000);
  }
}
