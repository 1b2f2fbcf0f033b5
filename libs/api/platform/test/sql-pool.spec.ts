import type { NestExpressApplication } from '@nestjs/platform-express';
import { namedStatement, SqlPool } from '../src';
import { createTestApp } from '../src/testing';

describe('SqlPool: node-postgres on the shared pool', () => {
  let app: NestExpressApplication;
  let pool: SqlPool;
  const table = `sql_pool_probe_${process.pid}`;

  beforeAll(async () => {
    app = await createTestApp();
    pool = app.get(SqlPool);
    await pool.query(`CREATE TABLE ${table} (n int PRIMARY KEY)`);
  });

  afterAll(async () => {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await app.close();
  });

  it('prepares a named statement once per connection and runs it with new values each time', async () => {
    const double = namedStatement('SELECT $1::int * 2 AS doubled');
    const seen = await pool.transaction(async (sql) => {
      const first = await sql.query<{ doubled: number }>(double, [21]);
      const second = await sql.query<{ doubled: number }>(double, [5]);
      const prepared = await sql.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name = $1',
        [double.name],
      );
      return { first, second, prepared };
    });
    expect(seen.first).toEqual([{ doubled: 42 }]);
    expect(seen.second).toEqual([{ doubled: 10 }]);
    expect(seen.prepared).toEqual([{ count: 1 }]);
  });

  it('names statements after their text, so different texts never collide', () => {
    expect(namedStatement('SELECT 1').name).toBe(namedStatement('SELECT 1').name);
    expect(namedStatement('SELECT 1').name).not.toBe(namedStatement('SELECT 2').name);
  });

  it('commits what the work did when it resolves, and rolls all of it back when it throws', async () => {
    const insert = namedStatement(`INSERT INTO ${table} (n) VALUES ($1)`);
    await pool.transaction((sql) => sql.query(insert, [1]));
    await expect(
      pool.transaction(async (sql) => {
        await sql.query(insert, [2]);
        await sql.query(insert, [1]); // duplicate key: the whole transaction goes
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await pool.query(`SELECT n FROM ${table} ORDER BY n`)).toEqual([{ n: 1 }]);
  });

  it('discards a connection that died inside a transaction, and the pool goes on working', async () => {
    await expect(
      pool.transaction(async (sql) => {
        await sql.query('SELECT pg_terminate_backend(pg_backend_pid())');
      }),
    ).rejects.toThrow();
    // Every connection of the pool (DATABASE_POOL_SIZE is 4 in tests) still answers.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => pool.transaction((sql) => sql.query('SELECT 1 AS one'))),
    );
    expect(answers).toEqual(Array.from({ length: 8 }, () => [{ one: 1 }]));
  });
});
