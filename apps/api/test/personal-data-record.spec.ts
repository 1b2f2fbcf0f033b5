import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ErasureHandlers,
  PERSONAL_COLUMN_NAME,
  PersonalDataRegistry,
  RetentionHandlers,
  USER_REFERENCE_COLUMN_NAME,
} from '@campo/platform';
import { startWholeApp } from './whole-app';

/**
 * The record of processing is generated from what the libs register; this walks the
 * real schema against it. A new column that by its name holds a person (a name, an
 * e-mail, an address, a position) or points to a user, without an entry that says why
 * it is kept and for how long, fails here and is named.
 */
describe('record of processing', () => {
  let app: NestExpressApplication;
  let columns: Array<{ table: string; column: string }>;

  beforeAll(async () => {
    app = await startWholeApp();
    columns = await app.get<DataSource>(getDataSourceToken()).query(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
  });
  afterAll(() => app.close());

  it('has an entry for every column of personal data and every pointer to a user', () => {
    const registry = app.get(PersonalDataRegistry);
    const covered = new Set<string>();
    for (const activity of registry.list())
      for (const place of activity.storage)
        for (const column of [...place.columns, ...(place.userReferences ?? [])])
          covered.add(`${place.table}.${column}`);
    for (const exempt of registry.notPersonal()) covered.add(`${exempt.table}.${exempt.column}`);

    const missing = columns
      .filter(
        ({ column }) =>
          PERSONAL_COLUMN_NAME.test(column) || USER_REFERENCE_COLUMN_NAME.test(column),
      )
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it('names only columns that exist, so the record cannot describe a table that is gone', () => {
    const existing = new Set(columns.map(({ table, column }) => `${table}.${column}`));
    const registry = app.get(PersonalDataRegistry);
    const stale = registry
      .list()
      .flatMap((activity) =>
        activity.storage.flatMap((place) =>
          [...place.columns, ...(place.userReferences ?? [])].map(
            (column) => `${activity.code}: ${place.table}.${column}`,
          ),
        ),
      )
      .filter((entry) => !existing.has(entry.slice(entry.indexOf(': ') + 2)));
    expect(stale).toEqual([]);
  });

  it('has the daily job apply every category that has a term', () => {
    const handlers = app.get(RetentionHandlers);
    const unapplied = app
      .get(PersonalDataRegistry)
      .list()
      .filter((activity) => activity.retention.defaultDays !== null && !handlers.has(activity.code))
      .map((activity) => activity.code);
    expect(unapplied).toEqual([]);
  });

  it('gives every category a purpose, a legal basis and a retention within its own bounds', () => {
    for (const activity of app.get(PersonalDataRegistry).list()) {
      expect(activity.purpose.length).toBeGreaterThan(10);
      const { defaultDays, minDays, maxDays } = activity.retention;
      if (defaultDays !== null) {
        expect(minDays).not.toBeNull();
        expect(maxDays).not.toBeNull();
        expect(defaultDays).toBeGreaterThanOrEqual(minDays ?? Infinity);
        expect(defaultDays).toBeLessThanOrEqual(maxDays ?? -Infinity);
      }
    }
  });

  it('erases every category on request as its rule says, and states why what stays stays', () => {
    const handlers = app.get(ErasureHandlers);
    const problems = app
      .get(PersonalDataRegistry)
      .list()
      .flatMap((activity) => {
        const { action, keeps } = activity.onRequest;
        if (action === 'MANTER')
          return keeps && keeps.length > 10 ? [] : [`${activity.code}: MANTER sem o motivo`];
        return handlers.get(activity.code) ? [] : [`${activity.code}: ${action} sem quem o faça`];
      });
    expect(problems).toEqual([]);
  });
});
