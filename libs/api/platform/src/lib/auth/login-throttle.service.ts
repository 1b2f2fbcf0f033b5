import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { LoginThrottleRepository } from './login-throttle.repository';

/**
 * Counts failed logins per account and per client address in PostgreSQL, so the
 * limit holds across API instances. A success clears the account's count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly attempts: LoginThrottleRepository,
    private readonly config: AppConfig,
  ) {}

  /** Whether this account or address has used up its failures for the window. */
  async isBlocked(email: string, ip: string | undefined): Promise<boolean> {
    const row = await this.attempts.recentFailures(email, ip, this.config.LOGIN_WINDOW_MINUTES);
    return (
      row.account_failures >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      row.ip_failures >= this.config.LOGIN_MAX_FAILURES_PER_IP
    );
  }

  async record(email: string, ip: string | undefined, succeeded: boolean) {
    await this.attempts.insert(email, ip, succeeded);
    if (succeeded) {
      // Attempts older than a day no longer matter; a login is a cheap moment to drop them.
      await this.attempts.deleteOlderThanADay();
    }
  }
}
