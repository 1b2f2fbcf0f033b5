import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * The SQL of `password_reset_requests`: requests counted per e-mail and per client
 * address in PostgreSQL, so the limit holds across API instances (as logins).
 */
@Injectable()
export class PasswordResetThrottleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recent(email: string, ip: string | undefined, windowMinutes: number) {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email,
              count(*) FILTER (WHERE ip = $2::inet)::int AS by_ip
         FROM password_reset_requests
        WHERE requested_at > now() - make_interval(mins => $3) AND (email = $1 OR ip = $2::inet)`,
      [email, ip ?? null, windowMinutes],
    );
    return { byEmail: row.by_email as number, byIp: row.by_ip as number };
  }

  async record(email: string, ip: string | undefined) {
    await this.dataSource.query(`INSERT INTO password_reset_requests (email, ip) VALUES ($1, $2)`, [
      email,
      ip ?? null,
    ]);
    await this.dataSource.query(
      `DELETE FROM password_reset_requests WHERE requested_at < now() - interval '1 day'`,
    );
  }
}
