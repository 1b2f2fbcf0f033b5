#!/usr/bin/env node
// A burst of PDFs against the built API: N concurrent requests (default 30) for the PDF of
// the demo company's consolidated RGM (a draft, so every request renders). Each must end
// 200 (a PDF) or 503 PDF_OCUPADO with Retry-After; the memory of the API and its Chromium
// stays bounded; /api/saude keeps answering meanwhile. Prints the figures for
// docs/reliability.md.
//
//   npm run test:pdf-burst                  # 30 concurrent
//   node tools/faults/pdf-burst.mjs --n 60  # another burst size
//   node tools/faults/pdf-burst.mjs --n 1 --save /tmp/rgm.pdf   # one PDF, kept
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  buildApi,
  exited,
  freePort,
  freshDatabase,
  log,
  provideDatabase,
  root,
  startApi,
  tempTokenFile,
} from './harness.mjs';

const { values: options } = parseArgs({
  options: {
    n: { type: 'string', default: '30' },
    save: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const burst = Number(options.n);
/** Memory (PSS) of the API and its Chromium processes together stays under this (MiB). */
const MAX_TREE_MIB = 1024;
/** /api/saude answers every poll within this (ms) while the PDFs render. */
const MAX_HEALTH_MS = 1000;

const database = await provideDatabase({ root, dir: 'pg-test', name: 'postgres', log });
const fresh = await freshDatabase(database.serverUrl ?? database.url, 'pdf');
let api;
let failures = 0;
const check = (ok, message) => {
  log(`${ok ? 'ok   ' : 'FALHA'} ${message}`);
  if (!ok) failures++;
};
try {
  if (!options['no-build']) await buildApi();
  api = await startApi({
    databaseUrl: fresh.url,
    port: await freePort(),
    tokenFile: tempTokenFile(),
  });
  const { base } = api;
  const cookie = await signIn(base);
  const created = await fetch(`${base}/api/fs/rgm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
    body: JSON.stringify({ consolidado: true, inicio: '2026-10-01', fim: '2026-10-31' }),
  });
  const rgm = /** @type {{ dados: { id: string } }} */ (await created.json()).dados;
  const pdfUrl = `${base}/api/fs/rgm/${rgm.id}/pdf`;

  // One PDF first: starts Chromium, and is the one kept with --save.
  const warm = await fetch(pdfUrl, { headers: { cookie } });
  const warmPdf = Buffer.from(await warm.arrayBuffer());
  check(
    warm.status === 200 && warmPdf.subarray(0, 5).toString() === '%PDF-',
    `um PDF do RGM consolidado: HTTP ${warm.status}, ${warmPdf.length} bytes`,
  );
  if (options.save) {
    writeFileSync(options.save, warmPdf);
    log(`PDF salvo em ${options.save}`);
  }
  const launched = api
    .output()
    .split('\n')
    .find((line) => line.includes('Chromium dos PDFs iniciado'));
  log(`  Chromium: ${/"executablePath":"([^"]+)"/.exec(launched ?? '')?.[1] ?? '?'}`);
  const baselineMib = treeMemoryMib(api.api.pid);

  // The burst, with memory sampled and health polled until it ends.
  let sampling = true;
  let peakMib = baselineMib;
  const health = [];
  const sampler = (async () => {
    while (sampling) {
      peakMib = Math.max(peakMib, treeMemoryMib(api.api.pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const poller = (async () => {
    while (sampling) {
      const started = performance.now();
      const response = await fetch(`${base}/api/saude`).catch(() => undefined);
      health.push({ ok: response?.status === 200, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: burst }, async () => {
      const t0 = performance.now();
      const response = await fetch(pdfUrl, { headers: { cookie } });
      const body = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - t0;
      if (response.status === 200)
        return { kind: 'pdf', ms, ok: body.subarray(0, 5).toString() === '%PDF-' };
      const envelope = JSON.parse(body.toString() || '{}');
      return {
        kind: 'busy',
        ms,
        ok:
          response.status === 503 &&
          envelope.codigo === 'PDF_OCUPADO' &&
          Number(response.headers.get('retry-after')) >= 1 &&
          envelope.tenteNovamenteEm === Number(response.headers.get('retry-after')),
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      };
    }),
  );
  const elapsed = performance.now() - started;
  sampling = false;
  await Promise.all([sampler, poller]);

  const pdfs = results.filter((result) => result.kind === 'pdf');
  const busy = results.filter((result) => result.kind === 'busy');
  const odd = results.filter((result) => !result.ok);
  const retryAfters = busy.map((result) => Number(result.retryAfter));
  const slowestHealth = Math.max(...health.map((poll) => poll.ms));
  check(
    odd.length === 0,
    `${burst} PDFs simultâneos: ${pdfs.length} × 200 (PDF), ${busy.length} × 503 PDF_OCUPADO com Retry-After` +
      (odd.length
        ? `; ${odd.length} respostas fora disso: ${JSON.stringify(odd.slice(0, 3))}`
        : ''),
  );
  log(
    `  rajada em ${(elapsed / 1000).toFixed(1)} s; PDFs: mediana ${median(pdfs.map((r) => r.ms))} ms, ` +
      `máx ${Math.round(Math.max(0, ...pdfs.map((r) => r.ms)))} ms; 503 em até ${Math.round(Math.max(0, ...busy.map((r) => r.ms)))} ms, ` +
      `Retry-After ${retryAfters.length ? `${Math.min(...retryAfters)}–${Math.max(...retryAfters)} s` : '—'}`,
  );
  check(
    peakMib < MAX_TREE_MIB,
    `memória (PSS da API + processos do Chromium): ${baselineMib} MiB antes, pico ${peakMib} MiB (limite ${MAX_TREE_MIB})`,
  );
  check(
    health.length > 0 && health.every((poll) => poll.ok) && slowestHealth < MAX_HEALTH_MS,
    `/api/saude durante a rajada: ${health.filter((poll) => poll.ok).length}/${health.length} respostas 200, ` +
      `mais lenta ${Math.round(slowestHealth)} ms (limite ${MAX_HEALTH_MS})`,
  );
  const metrics = await (await fetch(`${base}/api/metricas`)).text();
  const rejected = metrics
    .split('\n')
    .filter((line) => line.startsWith('campo_pdf_rejections_total{'))
    .map((line) => line.replace('campo_pdf_rejections_total', ''));
  log(`  métricas: campo_pdf_rejections_total ${rejected.join(', ') || '0'}`);
} finally {
  if (api) {
    api.api.kill('SIGTERM');
    await exited(api.api);
  }
  await fresh.drop();
  await database.stop();
}
process.stdout.write(`${failures === 0 ? 1 : 0} passed, ${failures === 0 ? 0 : 1} failed\n`);
process.exit(failures === 0 ? 0 : 1);

async function signIn(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'supervisor@demo.local', senha: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`login falhou: HTTP ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

/**
 * Memory of a process and all its descendants (the API and its Chromium), in MiB: the sum
 * of their PSS, which shares each page among the processes mapping it (a sum of RSS counts
 * Chromium's shared libraries once per process). RSS where PSS cannot be read.
 */
function treeMemoryMib(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  let kib = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop();
    kib += memoryKib(current);
    pending.push(...(children.get(current) ?? []));
  }
  return Math.round(kib / 1024);
}

function memoryKib(pid) {
  try {
    const pss = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (pss) return Number(pss[1]);
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function median(values) {
  if (values.length === 0) return '—';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}
