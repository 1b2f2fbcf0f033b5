import { rmSync } from 'node:fs';
import type { TestDatabase } from './test-database';

export default async function globalTeardown() {
  const database = (globalThis as Record<string, unknown>).__TEST_DATABASE__ as
    TestDatabase | undefined;
  await database?.drop();
  const storage = process.env.TEST_STORAGE_DIR;
  if (storage) rmSync(storage, { recursive: true, force: true });
}
