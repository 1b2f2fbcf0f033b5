// Shared pieces of the fault scripts: a fresh database, the built API as a child
// process (started, killed, restarted), and a demo token.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from '../bootstrap/dependencies.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const log = (message) => process.stdout.write(`[faults] ${message}\n`);

ensureDependencies(root, log);
const { default: pg } = await import('pg');
const { freePort, provideDatabase } = await import('../bootstrap/database.mjs');
export { pg, freePort, provideDatabase };

/** A fresh database on the given server; returns its URL and a drop function. */
export async function freshDatabase(serverUrl, label) {
  const name = `faults_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function buildApi() {
  return new Promise(
    /** @param {(value?: void) => void} resolve */ (resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run', 'api:build', '--outputStyle=static'],
        {
          cwd: root,
          stdio: 'ignore',
          env: { ...process.env, NX_DAEMON: 'false' },
        },
      );
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error('a compilação da API falhou')),
      );
    },
  );
}

/**
 * The rate-limit counters' prefix of this run, kept across the restarts of a scenario: with
 * REDIS_URL set, counts kept in Redis would otherwise carry over from earlier runs.
 */
const RUN_PREFIX = `faults-${randomUUID().slice(0, 8)}`;

/** Starts the built API and waits until /api/saude answers; `env` adds to the defaults. */
export async function startApi({ databaseUrl, port, env = {}, tokenFile }) {
  const api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_SEED: 'true',
      DEMO_TOKEN_FILE: tokenFile,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PREFIX: RUN_PREFIX,
      ...env,
    },
  });
  let output = '';
  api.stdout.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (api.exitCode !== null)
      throw new Error(`A API terminou ao iniciar:\n${output.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/saude`)).ok) return { api, base, output: () => output };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('A API não respondeu a tempo');
}

export function tempTokenFile() {
  return join(mkdtempSync(join(tmpdir(), 'faults-')), 'token');
}

export function readToken(file) {
  return readFileSync(file, 'utf8').trim();
}

export function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}
