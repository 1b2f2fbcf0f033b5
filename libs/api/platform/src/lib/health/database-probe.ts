import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Whether the database answers, and how fast: the health check's one query. */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Round-trip time in milliseconds (one decimal); rejects when the database does not answer. */
  async latencyMs(): Promise<number> {
    const started = performance.now();
    await this.dataSource.query('SELECT 1');
    return Math.round((performance.now() - started) * 10) / 10;
  }
}
