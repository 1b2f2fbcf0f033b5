#!/usr/bin/env node
// `npm run bench`: the ingestion hot path against PostgreSQL's own ceiling, on this
// machine, loopback only, bounded in time. Starts its own database (embedded unless
// DATABASE_URL is set) and API, prints figures and ratios, and writes
// tmp/bench/latest.json. Settings: BENCH_SECONDS (per phase, default 12),
// BENCH_CONCURRENCY (default 4).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from '../bootstrap/dependencies.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const BATCH = 500;
const runId = Date.now().toString(36);
const log = (message) => process.stdout.write(`[bench] ${message}\n`);

ensureDependencies(root, log);
const { default: pg } = await import('pg');
const { provideDatabase, freePort } = await import('../bootstrap/database.mjs');
const { incidentRow, rawCeiling } = await import('./raw-ceiling.mjs');

const database = await provideDatabase({ root, dir: 'pg', name: 'postgres', log });
const serverUrl = database.serverUrl ?? database.url;
const benchUrl = await freshDatabase(serverUrl, 'campo_bench');
let api;
try {
  await run(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run', 'api:build', '--outputStyle=static']);
  const port = await freePort();
  api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: benchUrl, PORT: String(port), LOG_LEVEL: 'warn', DEMO_SEED: 'true', DEMO_PASSWORD: 'demo1234' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/saude`);
  const tokens = await issueTokens(base, 48);

  log(`Teto do PostgreSQL: upsert com unnest numa tabela de mesmo formato, ${CONCURRENCY} conexões, ${SECONDS} s...`);
  const raw = await rawCeiling(pg, benchUrl, { seconds: SECONDS, concurrency: CONCURRENCY, batch: BATCH });

  log(`Ponta a ponta: POST de lotes de ${BATCH} linhas (metade novas, metade alteradas), concorrência ${CONCURRENCY}, ${SECONDS} s...`);
  const e2e = await httpPhase(base, tokens, api.pid, 'changes');
  log('Reenvio idêntico (tudo INALTERADO)...');
  const unchanged = await httpPhase(base, tokens, api.pid, 'unchanged');
  log('Prévia...');
  const preview = await httpPhase(base, tokens, api.pid, 'preview');

  const ratio = e2e.rowsPerSecond / raw.rowsPerSecond;
  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    postgres: raw.version,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    raw,
    e2e,
    unchanged,
    preview,
    ratio,
    unchangedSpeedup: e2e.p50 / unchanged.p50,
  };
  mkdirSync(join(root, 'tmp/bench'), { recursive: true });
  writeFileSync(join(root, 'tmp/bench/latest.json'), JSON.stringify(result, null, 2));
  printTable(result);
} finally {
  api?.kill('SIGTERM');
  await database.stop();
}

function printTable(r) {
  const row = (name, m) =>
    `| ${name.padEnd(38)} | ${String(Math.round(m.rowsPerSecond)).padStart(8)} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${m.rssMb ? String(m.rssMb).padStart(7) : '      -'} |`;
  console.log(`\n${r.machine}; ${r.postgres}; ${r.concurrency} concorrentes, ${r.seconds} s por fase, lotes de ${BATCH}\n`);
  console.log('| fase                                   | linhas/s |  p50 ms |  p99 ms | RSS MB |');
  console.log('|----------------------------------------|----------|---------|---------|--------|');
  console.log(row('teto: unnest upsert direto no banco', r.raw));
  console.log(row('ponta a ponta (HTTP, metade novas)', r.e2e));
  console.log(row('reenvio idêntico (INALTERADO)', r.unchanged));
  console.log(row('prévia', r.preview));
  console.log(`\nponta a ponta ÷ teto = ${r.ratio.toFixed(2)} (meta ≥ 0,70); reenvio idêntico ${r.unchangedSpeedup.toFixed(2)}× mais rápido (meta ≥ 1,5×)`);
}

function fmt(value) {
  return value === undefined ? '      -' : value.toFixed(1).padStart(7);
}

async function httpPhase(base, tokens, pid, kind) {
  const latencies = [];
  let rows = 0;
  let rssMax = 0;
  let tokenIndex = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rss(pid))), 100);
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let batchNumber = 0;
      let previous;
      while (performance.now() < deadline) {
        const linhas = buildBatch(kind, worker, batchNumber++, previous);
        previous = linhas;
        const token = tokens[tokenIndex++ % tokens.length];
        const t0 = performance.now();
        const response = await fetch(`${base}/api/ingestao-pub/incidente_seguranca${kind === 'preview' ? '/preview' : ''}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ linhas }),
        });
        const body = await response.json();
        if (response.status !== 200 || body.dados.recusadas > 0) {
          throw new Error(`${kind}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        }
        latencies.push(performance.now() - t0);
        rows += linhas.length;
      }
    }),
  );
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { batches: latencies.length, rowsPerSecond: rows / elapsed, p50: pct(0.5), p99: pct(0.99), rssMb: Math.round(rssMax / 1024) };
}

/**
 * `changes`: even rows are new keys, odd rows resend the previous batch's new keys
 * with changed values (half inserts, half updates). `unchanged`: the same batch
 * again and again. `preview`: fresh keys, nothing written.
 */
function buildBatch(kind, worker, number, previous) {
  if (kind === 'unchanged' && previous) return previous;
  return Array.from({ length: BATCH }, (_, i) => {
    const resend = kind === 'changes' && number > 0 && i % 2 === 1;
    const key = resend ? `${runId}-${kind}-${worker}-${number - 1}-${i - 1}` : `${runId}-${kind}-${worker}-${number}-${i}`;
    return incidentRow(key, number * BATCH + i);
  });
}

function rss(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Tokens issued through the admin API by the demo admin, enough that 60/min per token is never the limit. */
async function issueTokens(base, count) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'admin@demo.local', senha: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/admin/tokens-ingestao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      body: JSON.stringify({ nome: `Bench ${i}`, entidades: ['incidente_seguranca'] }),
    });
    tokens.push((await response.json()).dados.token);
  }
  return tokens;
}

async function freshDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API não respondeu em ${url}`);
}

function run(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} falhou`))));
  });
}
