#!/usr/bin/env node
// SIGTERM drains in-flight requests: starts the built API on a fresh database,
// sends 8 concurrent 500-row batches, sends SIGTERM 30 ms later, and checks that
// every batch was answered 200 and stored. Part of `npm run test:faults`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from '../bootstrap/dependencies.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (message) => process.stdout.write(`[faults] ${message}\n`);
ensureDependencies(root, log);
const { default: pg } = await import('pg');
const { freePort, provideDatabase } = await import('../bootstrap/database.mjs');

const database = await provideDatabase({ root, dir: 'pg-test', name: 'postgres', log });
const serverUrl = database.serverUrl ?? database.url;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `faults_drain_${Date.now()}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
let failed = false;
try {
  await run(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run', 'api:build', '--outputStyle=static']);
  const port = await freePort();
  const tokenFile = join(mkdtempSync(join(tmpdir(), 'faults-')), 'token');
  const api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url.toString(), PORT: String(port), DEMO_SEED: 'true', DEMO_TOKEN_FILE: tokenFile, LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/saude`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const token = readFileSync(tokenFile, 'utf8').trim();
  const batch = (b) => Array.from({ length: 500 }, (_, i) => ({ codigo: `DRAIN-${b}-${i}`, tipo: 'Integridade', dataDeteccao: '01/11/2026 10:00' }));
  const sends = Array.from({ length: 8 }, (_, b) =>
    fetch(`${base}/api/ingestao-pub/incidente_seguranca`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ linhas: batch(b) }),
    }).then((response) => response.status, (error) => `falha: ${error.cause?.code ?? error.message}`),
  );
  await new Promise((resolve) => setTimeout(resolve, 30));
  const exited = new Promise((resolve) => api.once('exit', (code, signal) => resolve(signal ?? code)));
  api.kill('SIGTERM');
  const statuses = await Promise.all(sends);
  log(`SIGTERM com 8 lotes em andamento: ${JSON.stringify(statuses)}; a API terminou com ${await exited}`);
  const check = new pg.Client({ connectionString: url.toString() });
  await check.connect();
  const { rows } = await check.query(`SELECT count(*)::int AS n FROM incidente_seguranca WHERE codigo LIKE 'DRAIN-%'`);
  await check.end();
  const answered = statuses.filter((status) => status === 200).length;
  log(`lotes respondidos 200: ${answered}/8; linhas gravadas: ${rows[0].n} (esperadas ${answered * 500})`);
  failed = answered !== 8 || rows[0].n !== answered * 500;
  process.stdout.write(`${failed ? 0 : 1} passed, ${failed ? 1 : 0} failed\n`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await database.stop();
}
process.exit(failed ? 1 : 0);

function run(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} falhou`))));
  });
}
