import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { AppConfig } from '../config/app-config';

/**
 * Whether the database answers, and how fast: the health check's one query, on a
 * connection of its own (a pool of one, beside the service's pool). A burst that takes
 * every connection of the main pool (uploads queued on an order's lock, a report storm)
 * then shows as slow requests, not as a failed health check that takes the instance out
 * of the load balancer; a database that does not answer still fails it.
 */
@Injectable()
export class DatabaseProbe implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(config: AppConfig) {
    this.pool = new Pool({
      connectionString: config.DATABASE_URL,
      max: 1,
      connectionTimeoutMillis: 2000,
      application_name: 'campo-api-saude',
    });
    // An idle connection the server ends is replaced at the next check.
    this.pool.on('error', () => undefined);
  }

  /** Round-trip time in milliseconds (one decimal); rejects when the database does not answer. */
  async latencyMs(): Promise<number> {
    const started = performance.now();
    await this.pool.query('SELECT 1');
    return Math.round((performance.now() - started) * 10) / 10;
  }

  async onModuleDestroy() {
    await this.pool.end();
  }
}
