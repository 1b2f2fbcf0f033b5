import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { startWholeApp } from './whole-app';

/** Settings every connection of the API's pool starts with (database.module.ts). */
describe('Database sessions', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startWholeApp();
  });
  afterAll(() => app.close());

  it('run without JIT compilation, which cost the RGM seconds (docs/performance.md)', async () => {
    const dataSource = app.get(DataSource);
    const sessions = await Promise.all(
      [1, 2, 3].map(() => dataSource.query(`SELECT current_setting('jit') AS jit`)),
    );
    expect(sessions.map(([row]) => row.jit)).toEqual(['off', 'off', 'off']);
  });
});
