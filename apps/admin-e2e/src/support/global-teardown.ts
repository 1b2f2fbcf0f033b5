import type { ChildProcess } from 'node:child_process';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see global-setup.ts
import type { TestDatabase } from '../../../../tools/testing/test-database';

export default async function globalTeardown() {
  const state = (globalThis as { __E2E__?: { api: ChildProcess; database: TestDatabase } }).__E2E__;
  if (!state) return;
  const { api, database } = state;
  if (api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    const timer = setTimeout(() => api.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  await database.drop();
}
