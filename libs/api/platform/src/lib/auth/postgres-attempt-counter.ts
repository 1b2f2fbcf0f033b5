import type { DataSource } from 'typeorm';
import type { AttemptCount, AttemptCounter } from './attempt-counter';

/**
 * The counters as rows of `attempt_counters`. A hit is one `INSERT … ON CONFLICT DO
 * UPDATE … RETURNING`: the row lock it takes serialises parallel hits of one key, so
 * each sees the count the previous one left.
 */
export class PostgresAttemptCounter implements AttemptCounter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const [row]: Array<{ count: number }> = await this.dataSource.query(
      `INSERT INTO attempt_counters AS c (key, count, expires_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.count + 1 END,
         expires_at = CASE WHEN c.expires_at <= now() THEN EXCLUDED.expires_at ELSE c.expires_at END
       RETURNING count`,
      [this.key(key), windowMs],
    );
    return row.count;
  }

  async release(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE attempt_counters SET count = count - 1 WHERE key = $1 AND count > 0`,
      [this.key(key)],
    );
  }

  async reset(key: string): Promise<void> {
    // Expired rows no longer count; a success is a cheap moment to drop them.
    await this.dataSource.query(
      `DELETE FROM attempt_counters WHERE key = $1 OR expires_at < now() - interval '1 hour'`,
      [this.key(key)],
    );
  }

  async peek(key: string): Promise<AttemptCount> {
    // float8, not int: a window of weeks is more milliseconds than an int holds.
    const [row]: Array<{ count: number; reset_in_ms: number }> = await this.dataSource.query(
      `SELECT count, ceil(extract(epoch FROM expires_at - now()) * 1000)::float8 AS reset_in_ms
         FROM attempt_counters WHERE key = $1 AND expires_at > now()`,
      [this.key(key)],
    );
    return row ? { count: row.count, resetInMs: row.reset_in_ms } : { count: 0, resetInMs: 0 };
  }

  private key(key: string) {
    return `${this.prefix}:${key}`;
  }
}
