import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Failures within the window: the account's since its last success, and the address's. */
export interface LoginFailureCounts {
  account_failures: number;
  ip_failures: number;
}

/** The SQL of `login_attempts`: every login attempt, by e-mail and client address. */
@Injectable()
export class LoginThrottleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recentFailures(
    email: string,
    ip: string | undefined,
    windowMinutes: number,
  ): Promise<LoginFailureCounts> {
    const [row]: LoginFailureCounts[] = await this.dataSource.query(
      `WITH recent AS (
         SELECT email, ip, succeeded, attempted_at FROM login_attempts
          WHERE attempted_at > now() - make_interval(mins => $3)
            AND (email = $1 OR ip = $2::inet))
       SELECT
         (SELECT count(*) FROM recent f WHERE f.email = $1 AND NOT f.succeeded
            AND f.attempted_at > coalesce((SELECT max(attempted_at) FROM recent s WHERE s.email = $1 AND s.succeeded), '-infinity'))::int AS account_failures,
         (SELECT count(*) FROM recent WHERE ip = $2::inet AND NOT succeeded)::int AS ip_failures`,
      [email, ip ?? null, windowMinutes],
    );
    return row;
  }

  async insert(email: string, ip: string | undefined, succeeded: boolean) {
    await this.dataSource.query(
      `INSERT INTO login_attempts (email, ip, succeeded, attempted_at) VALUES ($1, $2, $3, now())`,
      [email, ip ?? null, succeeded],
    );
  }

  /** Drops attempts older than a day, which no window reaches. */
  async deleteOlderThanADay() {
    await this.dataSource.query(
      `DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 day'`,
    );
  }
}
