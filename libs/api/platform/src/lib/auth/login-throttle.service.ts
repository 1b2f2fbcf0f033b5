import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';

/**
 * Counts failed logins per account and per client address in PostgreSQL, so the
 * limit holds across API instances. A success clears the account's count.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Whether this account or address has used up its failures for the window. */
  async isBlocked(email: string, ip: string | undefined): Promise<boolean> {
    const [row] = await this.dataSource.query(
      `WITH recent AS (
         SELECT email, ip, succeeded, attempted_at FROM login_attempts
          WHERE attempted_at > now() - make_interval(mins => $3)
            AND (email = $1 OR ip = $2::inet))
       SELECT
         (SELECT count(*) FROM recent f WHERE f.email = $1 AND NOT f.succeeded
            AND f.attempted_at > coalesce((SELECT max(attempted_at) FROM recent s WHERE s.email = $1 AND s.succeeded), '-infinity'))::int AS account_failures,
         (SELECT count(*) FROM recent WHERE ip = $2::inet AND NOT succeeded)::int AS ip_failures`,
      [email, ip ?? null, this.config.LOGIN_WINDOW_MINUTES],
    );
    return (
      row.account_failures >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT ||
      row.ip_failures >= this.config.LOGIN_MAX_FAILURES_PER_IP
    );
  }

  async record(email: string, ip: string | undefined, succeeded: boolean) {
    await this.dataSource.query(
      `INSERT INTO login_attempts (email, ip, succeeded, attempted_at) VALUES ($1, $2, $3, now())`,
      [email, ip ?? null, succeeded],
    );
    if (succeeded) {
      // Attempts older than a day no longer matter; a login is a cheap moment to drop them.
      await this.dataSource.query(
        `DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 day'`,
      );
    }
  }
}
