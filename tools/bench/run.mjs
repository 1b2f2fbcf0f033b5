#!/usr/bin/env node
// `npm run bench`: the ingestion hot path against PostgreSQL's own ceiling, on this
// machine, loopback only, bounded in time. Starts its own database (embedded unless
// DATABASE_URL is set) and API, prints figures and ratios, and writes
// tmp/bench/latest.json. Settings: BENCH_SECONDS (per phase, default 12),
// BENCH_CONCURRENCY (default 4).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueDemoTokens } from '../bootstrap/demo-tokens.mjs';
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
const { areaBPhase } = await import('./area-b.mjs');

const database = await provideDatabase({ root, dir: 'pg', name: 'postgres', log });
const serverUrl = database.serverUrl ?? database.url;
const benchUrl = await freshDatabase(serverUrl, 'campo_bench');
let api;
try {
  await run(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run', 'api:build', '--outputStyle=static']);
  const port = await freePort();
  // BENCH_PROFILE=1: a V8 CPU profile of the API under load, summarized by tools/bench/profile-summary.mjs.
  const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(root, 'tmp/bench/profile')] : [];
  api = spawn(process.execPath, [...profileArgs, join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: benchUrl, PORT: String(port), LOG_LEVEL: 'warn', DEMO_SEED: 'true', DEMO_PASSWORD: 'demo1234' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/saude`);
  const tokens = await issueDemoTokens(base, 200, ['incidente_seguranca'], 'Bench');

  log(`Teto do PostgreSQL: upsert com unnest numa tabela de mesmo formato, ${CONCURRENCY} conexões, ${SECONDS} s...`);
  const raw = await rawCeiling(pg, benchUrl, { seconds: SECONDS, concurrency: CONCURRENCY, batch: BATCH, postgresCpuSeconds });

  log(`Ponta a ponta: POST de lotes de ${BATCH} linhas (metade novas, metade alteradas), concorrência ${CONCURRENCY}, ${SECONDS} s...`);
  const e2e = await httpPhase(base, tokens, api.pid, 'changes');
  log('Reenvio idêntico (tudo INALTERADO)...');
  const unchanged = await httpPhase(base, tokens, api.pid, 'unchanged');
  log('Prévia...');
  const preview = await httpPhase(base, tokens, api.pid, 'preview');

  log('Área B: RGM de um mês (10.000 ordens, 500 equipamentos) e cronograma de 5.000 equipamentos...');
  const areaB = await areaBPhase(pg, benchUrl, base);

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
    areaB,
    ratio,
    unchangedSpeedup: e2e.p50 / unchanged.p50,
  };
  mkdirSync(join(root, 'tmp/bench'), { recursive: true });
  writeFileSync(join(root, 'tmp/bench/latest.json'), JSON.stringify(result, null, 2));
  printTable(result);
} finally {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  await database.stop();
}

function printTable(r) {
  const micros = (value) => (value === undefined ? '     -' : value.toFixed(1).padStart(6));
  const row = (name, m) =>
    `| ${name.padEnd(38)} | ${String(Math.round(m.rowsPerSecond)).padStart(8)} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${m.rssMb ? String(m.rssMb).padStart(6) : '     -'} | ${micros(m.apiMicrosPerRow)} | ${micros(m.postgresMicrosPerRow)} |`;
  console.log(`\n${r.machine}; ${r.postgres}; ${r.concurrency} concorrentes, ${r.seconds} s por fase, lotes de ${BATCH}\n`);
  console.log('| fase                                   | linhas/s |  p50 ms |  p99 ms | RSS MB | CPU API µs/linha | CPU PG µs/linha |');
  console.log('|----------------------------------------|----------|---------|---------|--------|--------|--------|');
  console.log(row('teto: unnest upsert direto no banco', r.raw));
  console.log(row('ponta a ponta (HTTP, metade novas)', r.e2e));
  console.log(row('reenvio idêntico (INALTERADO)', r.unchanged));
  console.log(row('prévia', r.preview));
  console.log(`\nRGM de um mês com 10.000 ordens: ${r.areaB.rgmMs.toFixed(0)} ms (meta < 1 000); cronograma de 5.000 equipamentos: ${r.areaB.gridMs.toFixed(0)} ms (meta < 200)`);
  console.log(`\nponta a ponta ÷ teto = ${r.ratio.toFixed(2)} (meta ≥ 0,70); reenvio idêntico ${r.unchangedSpeedup.toFixed(2)}× mais rápido (meta ≥ 1,5×)`);
}

function fmt(value) {
  return value === undefined ? '      -' : value.toFixed(1).padStart(7);
}

/** CPU seconds used so far by a process (from /proc; Linux only, 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every PostgreSQL process on the machine. */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

async function httpPhase(base, tokens, pid, kind) {
  // The request bodies are built before the clock starts: the load generator shares
  // the machine's two cores with the API and PostgreSQL, and must not steal from them.
  const perWorker = Math.ceil((SECONDS * 60) / CONCURRENCY) + 10;
  const bodies = Array.from({ length: CONCURRENCY }, (_, worker) => {
    let previous;
    return Array.from({ length: perWorker }, (_, number) => {
      const linhas = buildBatch(kind, worker, number, previous);
      previous = linhas;
      return JSON.stringify({ linhas });
    });
  });
  const cpuBefore = { api: cpuSeconds(pid), postgres: postgresCpuSeconds() };
  const latencies = [];
  let rows = 0;
  let rssMax = 0;
  let tokenIndex = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rss(pid))), 100);
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    bodies.map(async (workerBodies) => {
      for (let number = 0; number < workerBodies.length && performance.now() < deadline; number++) {
        const token = tokens[tokenIndex++ % tokens.length];
        const t0 = performance.now();
        const response = await fetch(`${base}/api/ingestao-pub/incidente_seguranca${kind === 'preview' ? '/preview' : ''}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: workerBodies[number],
        });
        const text = await response.text();
        if (response.status !== 200 || !text.includes('"recusadas":0,')) {
          throw new Error(`${kind}: HTTP ${response.status} ${text.slice(0, 300)}`);
        }
        latencies.push(performance.now() - t0);
        rows += BATCH;
      }
    }),
  );
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    batches: latencies.length,
    rowsPerSecond: rows / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    rssMb: Math.round(rssMax / 1024),
    // CPU per row: where the time goes, split between the API process and PostgreSQL.
    apiMicrosPerRow: ((cpuSeconds(pid) - cpuBefore.api) * 1e6) / rows,
    postgresMicrosPerRow: ((postgresCpuSeconds() - cpuBefore.postgres) * 1e6) / rows,
  };
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
