#!/usr/bin/env node
// The annual grid of 5,000 equipment alone, through the real API, without the ingestion
// phases of `npm run bench`: compiles the API, starts it on a fresh database (the demo
// seed), runs area-b.mjs (which seeds the grid's equipment and times the grid, a month's
// RGM and a PDF), then times the grid BENCH_GRID_CALLS more times (default 30) and prints
// the median and p90. BENCH_SOURCE: the source tree to compile (default this one), so two
// commits can be compared on the same machine. Needs DATABASE_URL (a PostgreSQL server).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase, runIn, waitFor } from './bench-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = resolve(process.env.BENCH_SOURCE ?? root);
const CALLS = Number(process.env.BENCH_GRID_CALLS ?? 30);
const label = (process.env.BENCH_LABEL ?? 'grid').replace(/\W/g, '_');
const apiDir = join(root, `tmp/bench/api-${label}`);
const log = (message) => process.stdout.write(`[grade] ${message}\n`);

const { default: pg } = await import('pg');
const { freePort } = await import('../bootstrap/database.mjs');
const { areaBPhase } = await import('./area-b.mjs');

if (!process.env.DATABASE_URL) throw new Error('Defina DATABASE_URL (um servidor PostgreSQL).');
const databaseUrl = await freshDatabase(process.env.DATABASE_URL, `campo_bench_${label}`);
rmSync(apiDir, { recursive: true, force: true });
log(`Compilando a API de ${source}...`);
for (const tool of ['typescript/bin/tsc', 'tsc-alias/dist/bin/index.js'])
  await runIn(source, process.execPath, [
    join(root, 'node_modules', tool),
    '-p',
    'apps/api/tsconfig.app.json',
    '--outDir',
    apiDir,
  ]);
const port = await freePort();
const api = spawn(process.execPath, [join(apiDir, 'apps/api/src/main.js')], {
  cwd: source,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'true',
    DEMO_PASSWORD: 'demo1234',
  },
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/saude`, 300);
  const areaB = await areaBPhase(pg, databaseUrl, base);
  log(
    `area-b.mjs: cronograma ${areaB.gridMs?.toFixed(1)} ms, RGM ${areaB.rgmMs?.toFixed(1) ?? areaB.rgmError} ms, PDF ${areaB.pdfMs?.toFixed(1) ?? areaB.pdfError} ms (medianas de 5)`,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [contract],
  } = await client.query(`SELECT id FROM contrato WHERE codigo = 'BENCH-GRID'`);
  await client.end();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'supervisor@demo.local', senha: 'demo1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const samples = [];
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/fs/cronograma?contratoId=${contract.id}&ano=2026`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))];
  log(
    `cronograma de 5.000 equipamentos, ${CALLS} chamadas: mediana ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`,
  );
} finally {
  api.kill();
}
