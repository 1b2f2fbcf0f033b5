#!/usr/bin/env node
// What the JSON depth check (libs/api/platform/src/lib/common/json-depth.ts) costs
// beside the parse it guards: a 500-row batch of realistic rows, as bytes, scanned
// and parsed BENCH_RUNS times each (default 2,000, after 200 to warm up); prints the
// body's size and the median and p99 of each. `node tools/bench/json-depth.mjs`
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { incidentRow } from './raw-ceiling.mjs';

const require = createRequire(import.meta.url);
require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs' } });
// The source itself, compiled on load (as run.mjs reads the compiled writer by its path).
const { exceedsJsonDepth } = require(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../libs/api/platform/src/lib/common/json-depth.ts',
  ),
);

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const rows = Array.from({ length: 500 }, (_, n) => incidentRow(`BENCH-${n}`, n));
const body = Buffer.from(JSON.stringify({ linhas: rows }), 'utf8');

/** Median and p99 of `RUNS` timings of `work`, in microseconds. */
function time(work) {
  for (let run = 0; run < 200; run++) work();
  const samples = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    work();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)], p99: samples[Math.floor(RUNS * 0.99)] };
}

if (exceedsJsonDepth(body)) throw new Error('the benchmark body should pass the check');
const scan = time(() => exceedsJsonDepth(body));
const parse = time(() => JSON.parse(body.toString('utf8')));
const format = (figures) =>
  `mediana ${figures.median.toFixed(0)} µs, p99 ${figures.p99.toFixed(0)} µs`;
process.stdout.write(
  `corpo de 500 linhas: ${(body.length / 1024).toFixed(0)} KiB\n` +
    `verificação de profundidade: ${format(scan)}\n` +
    `JSON.parse (texto + análise): ${format(parse)}\n`,
);
