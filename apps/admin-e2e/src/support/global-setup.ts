import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
// Jest resolves global set-up files without moduleNameMapper, so the alias cannot be used here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createTestDatabase } from '../../../../tools/testing/test-database';

const root = join(__dirname, '../../../..');

/**
 * Starts the built API (which serves the built admin app) on a fresh database
 * with the demo data, as `npm start` would, and hands its URL to the tests.
 */
export default async function globalSetup() {
  for (const artifact of [
    'dist/apps/api/main.js',
    'dist/apps/admin/index.html',
    'dist/apps/technician/index.html',
    'dist/apps/portal/index.html',
  ]) {
    if (!existsSync(join(root, artifact))) {
      throw new Error(
        `${artifact} não existe: rode os testes com \`npm test\`, que compila a API, o painel, o aplicativo do técnico e o portal do cliente.`,
      );
    }
  }
  const database = await createTestDatabase('admin_e2e');
  const port = await freePort();
  const api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in e-mails (invitations, in the outbox: no SMTP here) point at this API.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
      DEMO_SEED: 'true',
      ADMIN_DIST_DIR: 'dist/apps/admin',
      TECHNICIAN_DIST_DIR: 'dist/apps/technician',
      CLIENT_PORTAL_DIST_DIR: 'dist/apps/portal',
      LOG_LEVEL: 'warn',
      // CI sets REDIS_URL, and Redis outlives the run: with the default prefix, the QR page's
      // budget per address (20 an hour from 127.0.0.1) and the login lockouts would carry
      // over from the previous runs of the hour and refuse this one's requests.
      RATE_LIMIT_PREFIX: `e2e-${randomUUID().slice(0, 8)}`,
    },
  });
  let stderr = '';
  api.stderr?.on('data', (chunk) => (stderr += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(
    `${baseUrl}/api/saude`,
    () => api.exitCode !== null,
    () => stderr,
  );
  // Tests run in this process (runInBand), so the environment reaches them.
  process.env.E2E_BASE_URL = baseUrl;
  // For the few tests that must set up a state no screen produces (a failed delivery).
  process.env.E2E_DATABASE_URL = database.url;
  Object.assign(globalThis, { __E2E__: { api, database } });
}

async function waitForHealth(url: string, exited: () => boolean, stderr: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`A API terminou ao iniciar:\n${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`A API não respondeu em ${url} em 30 s:\n${stderr()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
