import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-database';

/**
 * Jest global set-up shared by the integration projects: one fresh database per
 * project run, handed to the test files through TEST_DATABASE_URL and dropped by
 * the matching teardown, and one file storage folder beside it (TEST_STORAGE_DIR), so
 * a file one worker stored (the demo seed's) is there for the rows every worker reads.
 */
export default async function globalSetup(
  _globalConfig: unknown,
  projectConfig: { displayName?: { name: string } | string },
) {
  const { displayName } = projectConfig;
  const label = typeof displayName === 'string' ? displayName : displayName?.name;
  const database = await createTestDatabase(label ?? 'test');
  process.env.TEST_DATABASE_URL = database.url;
  process.env.TEST_STORAGE_DIR = mkdtempSync(join(tmpdir(), 'campo-arquivos-'));
  (globalThis as Record<string, unknown>).__TEST_DATABASE__ = database;
}
