#!/usr/bin/env node
// `npm run bench`: the ingestion hot path against PostgreSQL's own ceiling, on this
// machine, loopback only, bounded in time. Starts its own database (embedded unless
// DATABASE_URL is set) and API, prints figures and ratios, and writes
// tmp/bench/latest.json. Settings: BENCH_SECONDS (per phase, default 12),
// BENCH_CONCURRENCY (default 4), BENCH_ROUNDS (default 3: the ceilings, the end-to-end
// write and the identical resend alternate in that many rounds, so a slower or faster
// stretch of a shared machine falls on all of them instead of on one).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessEnv } from '../bootstrap/api-process.mjs';
import { issueDemoTokens } from '../bootstrap/demo-tokens.mjs';
import { ensureDependencies } from '../bootstrap/dependencies.mjs';
import { freshDatabase, runIn, waitFor } from './bench-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const BATCH = 500;
const WARM_UP_SECONDS = 3;
const runId = Date.now().toString(36);
const API_DIR = join(root, 'tmp/bench/api');
const log = (message) => process.stdout.write(`[bench] ${message}\n`);

ensureDependencies(root, log);
const { default: pg } = await import('pg');
const { provideDatabase, freePort } = await import('../bootstrap/database.mjs');
const { ceilingTable, incidentRow, rawCeilingRound } = await import('./raw-ceiling.mjs');
const { areaBPhase } = await import('./area-b.mjs');
const { cpuSeconds, monotonicMicros, postgresCpuMeter, rssKb } =
  await import('./process-stats.mjs');
const { httpClient } = await import('./http-client.mjs');

const database = await provideDatabase({ root, dir: 'pg', name: 'postgres', log });
const serverUrl = database.serverUrl ?? database.url;
const benchUrl = await freshDatabase(serverUrl, 'campo_bench');
const postgresCpuSeconds = await withClient(benchUrl, postgresCpuMeter);
log(`CPU do PostgreSQL medida em: ${postgresCpuSeconds.scope}.`);
/** When each phase ran (monotonic µs, one window per round): profile-summary.mjs selects a phase's samples by them. */
const phases = {};
let api;
try {
  // Compiled into a folder of its own, so a build of dist/ running beside the benchmark
  // cannot swap the code under it (and the benchmark does not clobber anyone's dist/).
  rmSync(API_DIR, { recursive: true, force: true });
  log('Compilando a API em tmp/bench/api...');
  await runIn(root, process.execPath, [
    join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    'apps/api/tsconfig.app.json',
    '--outDir',
    API_DIR,
  ]);
  await runIn(root, process.execPath, [
    join(root, 'node_modules/tsc-alias/dist/bin/index.js'),
    '-p',
    'apps/api/tsconfig.app.json',
    '--outDir',
    API_DIR,
  ]);
  const port = await freePort();
  // BENCH_PROFILE=1: a V8 CPU profile of the API under load, summarized by tools/bench/profile-summary.mjs.
  const profileArgs = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', join(root, 'tmp/bench/profile')]
    : [];
  api = spawn(process.execPath, [...profileArgs, join(API_DIR, 'apps/api/src/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Started as `npm start` starts it (tools/bootstrap/api-process.mjs).
    env: apiProcessEnv({
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: benchUrl,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      DEMO_PASSWORD: 'demo1234',
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/saude`, 200);
  const tokens = await issueDemoTokens(base, 200, ['incidente_seguranca'], 'Bench');

  // The product's own encoder, so that the binary ceiling sends exactly what the API sends
  // (absent when benchmarking a commit from before it: then that ceiling is skipped).
  const encoderModule = join(API_DIR, 'libs/api/ingestion/src/lib/writer/binary-arrays.js');
  const columnEncoder = existsSync(encoderModule)
    ? createRequire(import.meta.url)(encoderModule).columnEncoder
    : undefined;

  // A server in production runs warm: a few seconds of the same traffic first, not measured,
  // so that V8 has compiled the hot path before the clock starts (it costs ~15 % of the CPU while it does).
  log(`Aquecimento da API: ${WARM_UP_SECONDS} s de lotes, sem medir...`);
  await httpPhase(base, tokens, api.pid, 'warmUp', WARM_UP_SECONDS);

  // The phases compared by a target alternate, round by round, in mirrored order: the ceilings
  // with the end-to-end write (the ratio), and that write with the identical resend (the speedup).
  const table = await ceilingTable(pg, benchUrl, CONCURRENCY);
  const roundSeconds = SECONDS / ROUNDS;
  const samples = { raw: [], rawBinary: [], e2e: [], unchanged: [] };
  const kinds = [...(columnEncoder ? ['raw', 'rawBinary'] : ['raw']), 'e2e', 'unchanged'];
  log(
    `Teto do PostgreSQL (upsert com unnest numa tabela de mesmo formato, arrays em texto e binários), ponta a ponta ` +
      `(POST de lotes de ${BATCH} linhas, metade novas, metade alteradas) e reenvio idêntico (tudo INALTERADO), ` +
      `concorrência ${CONCURRENCY}, ${ROUNDS} rodadas de ${roundSeconds.toFixed(1)} s cada...`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of round % 2 === 0 ? kinds : [...kinds].reverse()) {
      await checkpoint();
      const ceiling = {
        seconds: roundSeconds,
        concurrency: CONCURRENCY,
        batch: BATCH,
        postgresCpuSeconds,
        round: `${runId}-${kind}-${round}`,
      };
      samples[kind].push(
        await timed(kind, () =>
          kind === 'e2e' || kind === 'unchanged'
            ? httpPhase(
                base,
                tokens,
                api.pid,
                kind === 'e2e' ? 'changes' : 'unchanged',
                roundSeconds,
                round,
              )
            : rawCeilingRound(table, {
                ...ceiling,
                columnEncoder: kind === 'rawBinary' ? columnEncoder : undefined,
              }),
        ),
      );
    }
  }
  await table.drop();
  const raw = { version: table.version, ...summarize(samples.raw) };
  const rawBinary = columnEncoder ? summarize(samples.rawBinary) : undefined;
  const e2e = summarize(samples.e2e);
  const unchanged = summarize(samples.unchanged);
  log('Prévia...');
  await checkpoint();
  const preview = summarize([
    await timed('preview', () => httpPhase(base, tokens, api.pid, 'preview')),
  ]);

  log(
    'Área B: RGM de um mês (10.000 ordens, 500 equipamentos) e cronograma de 5.000 equipamentos...',
  );
  const areaB = await timed('areaB', () => areaBPhase(pg, benchUrl, base));

  // The target compares with PostgreSQL's ceiling; of the two encodings, the higher one counts.
  const ceilingRowsPerSecond = Math.max(raw.rowsPerSecond, rawBinary?.rowsPerSecond ?? 0);
  const ratio = e2e.rowsPerSecond / ceilingRowsPerSecond;
  const fasterCeiling = rawBinary && rawBinary.rowsPerSecond > raw.rowsPerSecond ? rawBinary : raw;
  const result = {
    date: new Date().toISOString(),
    machine: `${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    postgres: raw.version,
    seconds: SECONDS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    raw,
    rawBinary,
    e2e,
    unchanged,
    preview,
    areaB,
    ratio,
    ratioTextCeiling: e2e.rowsPerSecond / raw.rowsPerSecond,
    ratioBinaryCeiling: rawBinary && e2e.rowsPerSecond / rawBinary.rowsPerSecond,
    unchangedSpeedup: e2e.p50 / unchanged.p50,
    // PostgreSQL's CPU per row of the product's write over that of the ceiling the ratio uses
    // (unknown when the server's processes cannot be read: a DATABASE_URL elsewhere).
    postgresRatio:
      e2e.postgresMicrosPerRow && fasterCeiling.postgresMicrosPerRow
        ? e2e.postgresMicrosPerRow / fasterCeiling.postgresMicrosPerRow
        : undefined,
    phases,
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
    `| ${name.padEnd(38)} | ${String(Math.round(m.rowsPerSecond)).padStart(8)} | ${fmt(m.p50)} | ${fmt(m.p99)} | ${m.rssMb ? String(m.rssMb).padStart(6) : '     -'} | ${micros(m.apiMicrosPerRow)} | ${micros(m.postgresMicrosPerRow)} | ${micros(m.clientMicrosPerRow)} |`;
  console.log(
    `\n${r.machine}; ${r.postgres}; ${r.concurrency} concorrentes, ${r.seconds} s por fase (tetos, ponta a ponta e reenvio em ${r.rounds} rodadas alternadas), lotes de ${BATCH}\n`,
  );
  console.log(
    '| fase                                   | linhas/s |  p50 ms |  p99 ms | RSS MB | CPU API µs/linha | CPU PG µs/linha | CPU carga µs/linha |',
  );
  console.log(
    '|----------------------------------------|----------|---------|---------|--------|--------|--------|--------|',
  );
  console.log(row('teto: unnest upsert, arrays em texto', r.raw));
  if (r.rawBinary) console.log(row('teto: unnest upsert, arrays binários', r.rawBinary));
  console.log(row('ponta a ponta (HTTP, metade novas)', r.e2e));
  console.log(row('reenvio idêntico (INALTERADO)', r.unchanged));
  console.log(row('prévia', r.preview));
  console.log(
    `\ncheckpoints do PostgreSQL durante a fase: ponta a ponta ${r.e2e.checkpoints}, reenvio ${r.unchanged.checkpoints}, prévia ${r.preview.checkpoints}`,
  );
  const areaB = (ms, error) => (ms === null ? `falhou (${error})` : `${ms.toFixed(0)} ms`);
  console.log(
    `\nRGM de um mês com 10.000 ordens: ${areaB(r.areaB.rgmMs, r.areaB.rgmError)}; ` +
      `cronograma de 5.000 equipamentos: ${areaB(r.areaB.gridMs, r.areaB.gridError)}; ` +
      `PDF do RGM de 60 equipamentos: ${areaB(r.areaB.pdfMs, r.areaB.pdfError)}`,
  );
  console.log(
    `busca na lista de 10.000 ordens: ${areaB(r.areaB.ordersSearchMs, r.areaB.ordersSearchError)}; ` +
      `busca do cabeçalho: ${areaB(r.areaB.headerSearchMs, r.areaB.headerSearchError)}`,
  );
  console.log(
    `\nponta a ponta ÷ teto = ${r.ratio.toFixed(2)} (teto em texto ${r.ratioTextCeiling.toFixed(2)}, binário ${r.ratioBinaryCeiling?.toFixed(2) ?? '-'}); ` +
      `reenvio idêntico ${r.unchangedSpeedup.toFixed(2)}× mais rápido (meta ≥ 1,5×)`,
  );
  // The targets of issue #35 (docs/performance.md), each against this run's figure.
  const ms = (value) => (value === null ? Infinity : value);
  const goals = [
    ['ponta a ponta ÷ teto ≥ 0,75', r.ratio.toFixed(2), r.ratio >= 0.75],
    ['p99 da ponta a ponta ≤ 120 ms', `${r.e2e.p99.toFixed(0)} ms`, r.e2e.p99 <= 120],
    [
      'CPU PG por linha ≤ 1,1× a do teto',
      r.postgresRatio === undefined ? 'não medida' : `${r.postgresRatio.toFixed(2)}×`,
      r.postgresRatio !== undefined && r.postgresRatio <= 1.1,
    ],
    [
      'RGM de 10.000 ordens ≤ 300 ms',
      areaB(r.areaB.rgmMs, r.areaB.rgmError),
      ms(r.areaB.rgmMs) <= 300,
    ],
    ['PDF do RGM ≤ 600 ms', areaB(r.areaB.pdfMs, r.areaB.pdfError), ms(r.areaB.pdfMs) <= 600],
    [
      'cronograma de 5.000 ≤ 100 ms',
      areaB(r.areaB.gridMs, r.areaB.gridError),
      ms(r.areaB.gridMs) <= 100,
    ],
    [
      'busca em 10.000 ordens < 100 ms',
      areaB(r.areaB.ordersSearchMs, r.areaB.ordersSearchError),
      ms(r.areaB.ordersSearchMs) < 100,
    ],
    [
      'busca do cabeçalho < 100 ms',
      areaB(r.areaB.headerSearchMs, r.areaB.headerSearchError),
      ms(r.areaB.headerSearchMs) < 100,
    ],
    [
      'RSS da API na ponta a ponta < 300 MB',
      r.e2e.rssMb === undefined ? 'não medido' : `${r.e2e.rssMb} MB`,
      r.e2e.rssMb !== undefined && r.e2e.rssMb < 300,
    ],
  ];
  console.log('\nMetas (issues #35 e #48):');
  for (const [goal, value, met] of goals)
    console.log(`  ${met ? 'atingida    ' : 'não atingida'}  ${goal}: ${value}`);
}

function fmt(value) {
  return value === undefined ? '      -' : value.toFixed(1).padStart(7);
}

async function timed(name, work) {
  const start = monotonicMicros();
  try {
    return await work();
  } finally {
    (phases[name] ??= []).push({ start, end: monotonicMicros() });
  }
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One run of a phase against the API; returns the raw sample (summarize() pools them). */
async function httpPhase(base, tokens, pid, kind, seconds = SECONDS, round = 0) {
  // The request bodies are built before the clock starts: the load generator shares
  // the machine's two cores with the API and PostgreSQL, and must not steal from them.
  const perWorker = Math.ceil((seconds * 60) / CONCURRENCY) + 10;
  const bodies = Array.from({ length: CONCURRENCY }, (_, worker) => {
    let previous;
    return Array.from({ length: perWorker }, (_, number) => {
      // The identical resend sends the same batches in every round: after the first, all INALTERADO.
      const linhas = buildBatch(
        kind,
        kind === 'unchanged' ? `${worker}` : `${round}-${worker}`,
        number,
        previous,
      );
      previous = linhas;
      return Buffer.from(JSON.stringify({ linhas }));
    });
  });
  const http = httpClient(base, CONCURRENCY);
  const path = `/api/ingestao-pub/incidente_seguranca${kind === 'preview' ? '/preview' : ''}`;
  const latencies = [];
  let rows = 0;
  let rssMax = 0;
  let tokenIndex = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssKb(pid))), 100);
  const checkpointsBefore = await checkpoints();
  const cpuBefore = {
    api: cpuSeconds(pid),
    postgres: postgresCpuSeconds(),
    client: process.cpuUsage(),
  };
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    bodies.map(async (workerBodies) => {
      for (let number = 0; number < workerBodies.length && performance.now() < deadline; number++) {
        const token = tokens[tokenIndex++ % tokens.length];
        const t0 = performance.now();
        const response = await http.post(
          path,
          { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          workerBodies[number],
        );
        if (response.status !== 200 || !response.body.includes('"recusadas":0,')) {
          throw new Error(
            `${kind}: HTTP ${response.status} ${response.body.toString('utf8', 0, 300)}`,
          );
        }
        latencies.push(performance.now() - t0);
        rows += BATCH;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const client = process.cpuUsage(cpuBefore.client);
  const sample = {
    rows,
    elapsed,
    latencies,
    apiCpu: cpuSeconds(pid) - cpuBefore.api,
    postgresCpu: postgresCpuSeconds() - cpuBefore.postgres,
    // The load generator: this process, sending the prepared bodies and reading the answers.
    clientCpu: (client.user + client.system) / 1e6,
  };
  http.close();
  clearInterval(sampler);
  return { ...sample, rssKb: rssMax, checkpoints: (await checkpoints()) - checkpointsBefore };
}

/** The rounds of one kind of phase, pooled: rows over time, latencies together, CPU per row. */
function summarize(samples) {
  const total = (field) => samples.reduce((sum, sample) => sum + (sample[field] ?? 0), 0);
  const rows = total('rows');
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  const perRow = (field) =>
    samples[0][field] === undefined ? undefined : (total(field) * 1e6) / rows;
  return {
    batches: latencies.length,
    rowsPerSecond: rows / total('elapsed'),
    p50: pct(0.5),
    p99: pct(0.99),
    rssMb:
      samples[0].rssKb === undefined
        ? undefined
        : Math.round(Math.max(...samples.map((sample) => sample.rssKb)) / 1024),
    // CPU per row: where the time goes, split between the API process, PostgreSQL and the load generator.
    apiMicrosPerRow: perRow('apiCpu'),
    postgresMicrosPerRow: perRow('postgresCpu'),
    clientMicrosPerRow: perRow('clientCpu'),
    // Checkpoints PostgreSQL started during the phase (timed or requested by WAL volume): a cause of tail latency.
    checkpoints: samples[0].checkpoints === undefined ? undefined : total('checkpoints'),
  };
}

/**
 * Every measured phase starts right after a checkpoint, so that none inherits the WAL
 * the phases before it wrote: otherwise whichever phase crosses max_wal_size pays for a
 * checkpoint the others escaped (it happened to the end-to-end phase, never the ceilings).
 */
async function checkpoint() {
  await withClient(benchUrl, (client) => client.query('CHECKPOINT'));
}

/** Checkpoints started so far by the benchmark's PostgreSQL (pg_stat_checkpointer from 17, pg_stat_bgwriter before). */
async function checkpoints() {
  return withClient(benchUrl, async (client) => {
    const [{ version }] = (
      await client.query(`SELECT current_setting('server_version_num')::int AS version`)
    ).rows;
    const view =
      version >= 170000
        ? `SELECT num_timed + num_requested AS n FROM pg_stat_checkpointer`
        : `SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter`;
    return Number((await client.query(view)).rows[0].n);
  });
}

/**
 * `changes` (and `warmUp`, on keys of its own): even rows are new keys, odd rows resend the previous batch's new keys
 * with changed values (half inserts, half updates). `unchanged`: the same batch
 * again and again. `preview`: fresh keys, nothing written.
 */
function buildBatch(kind, worker, number, previous) {
  // `worker` names the round and the worker, so keys never repeat across rounds (the identical
  // resend names only the worker: its batches are the same in every round).
  if (kind === 'unchanged' && previous) return previous;
  return Array.from({ length: BATCH }, (_, i) => {
    const resend = (kind === 'changes' || kind === 'warmUp') && number > 0 && i % 2 === 1;
    const key = resend
      ? `${runId}-${kind}-${worker}-${number - 1}-${i - 1}`
      : `${runId}-${kind}-${worker}-${number}-${i}`;
    return incidentRow(key, number * BATCH + i);
  });
}
