import { createTestDatabase } from './test-database';

/**
 * Jest global set-up shared by the integration projects: one fresh database per
 * project run, handed to the test files through TEST_DATABASE_URL and dropped by
 * the matching teardown.
 */
export default async function globalSetup(
  _globalConfig: unknown,
  projectConfig: { displayName?: { name: string } | string },
) {
  const { displayName } = projectConfig;
  const label = typeof displayName === 'string' ? displayName : displayName?.name;
  const database = await createTestDatabase(label ?? 'test');
  process.env.TEST_DATABASE_URL = database.url;
  (globalThis as Record<string, unknown>).__TEST_DATABASE__ = database;
}
