#!/usr/bin/env node
// `npx nx serve api`: the API from its TypeScript sources, restarted by `node --watch`
// whenever a file it loaded changes (apps/api or any library it imports), against the
// same database as `npm start` (DATABASE_URL when set, otherwise the embedded
// PostgreSQL in .data/pg, started here or shared if already running), with the demo
// data. Listens on a fixed port (PORT, default 3000) that `npx nx serve admin` proxies
// /api to; the address is also written to .data/dev-api-url.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { provideDatabase } from './database.mjs';

export const DEV_API_PORT = 3000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (/** @type {string} */ message) =>
  process.stdout.write(`\x1b[36m[campo]\x1b[0m ${message}\n`);

async function main() {
  const port = Number(process.env.PORT ?? DEV_API_PORT);
  if (!(await isFree(port))) {
    throw new Error(
      `A porta ${port} está ocupada (outra API? \`npm start\`?). Pare-a ou escolha outra: PORT=3100 npx nx serve api.`,
    );
  }
  const database = await provideDatabase({ root, dir: 'pg', name: 'campo', log });
  const password = process.env.DEMO_PASSWORD ?? 'demo1234';
  const urlFile = join(root, '.data', 'dev-api-url');
  mkdirSync(dirname(urlFile), { recursive: true });
  writeFileSync(urlFile, `http://127.0.0.1:${port}\n`);

  const api = spawn(
    process.execPath,
    ['--watch', '--watch-preserve-output', '-r', '@swc-node/register', 'apps/api/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        // SWC compiles each file as it is loaded, with the decorator metadata NestJS needs.
        SWC_NODE_PROJECT: join(root, 'apps/api/tsconfig.app.json'),
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        DATABASE_URL: database.url,
        PORT: String(port),
        DEMO_SEED: 'true',
        DEMO_PASSWORD: password,
        DEMO_TOKEN_FILE: join(root, '.data', 'demo-ingestion-token'),
        // No load balancer to drain in development: a restart need not wait.
        SHUTDOWN_GRACE_MS: process.env.SHUTDOWN_GRACE_MS ?? '0',
      },
    },
  );
  const prettyLogs = spawn(
    process.execPath,
    [join(root, 'node_modules/pino-pretty/bin.js'), '--singleLine'],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  api.stdout?.pipe(prettyLogs.stdin);
  log(`API em modo de desenvolvimento: http://localhost:${port}/api (saúde: /api/saude).`);
  log(
    `Painel com recarga: npx nx serve admin (http://localhost:4200). Logins: senha "${password}".`,
  );

  let stopping = false;
  const shutdown = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    rmSync(urlFile, { force: true });
    await database.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  api.on('exit', (code) => shutdown(code ?? 1));
}

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

main().catch((error) => {
  process.stderr.write(`\x1b[31m[campo]\x1b[0m ${error.message}\n`);
  process.exit(1);
});
