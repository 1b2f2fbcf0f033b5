#!/usr/bin/env node
// The two image attacks of issue #42 against the built API with the demo data, while
// /api/saude (every 100 ms) and a correct login (every 250 ms) are timed:
//  1. QR flood: truncated 6000 × 6000 PNGs (~100 KB, ~0.4 s of a core to refuse) posted
//     to three QR labels, six at a time, from one address (X-Forwarded-For behind a
//     trusted loopback proxy; `--flood-addresses N` spreads them over N addresses);
//  2. pool: 30 whole 6000 × 6000 JPEGs at once to one order of the demo technician,
//     with an unrelated order list in the middle.
// Prints the status counts and the health and login latencies (p50/p99), idle and under
// each attack, for docs/reliability.md.
//
//   node tools/bench/upload-flood.mjs                     # builds the API first
//   node tools/bench/upload-flood.mjs --no-build --flood 108 --uploads 30 --pool 10
//   node tools/bench/upload-flood.mjs --no-build --flood-addresses 108   # one address each
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildApi, freshDatabase, startDemoApi } from './bench-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (message) => process.stdout.write(`[upload-flood] ${message}\n`);
/** The PostgreSQL server the run creates its database on. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

const { values: options } = parseArgs({
  options: {
    flood: { type: 'string', default: '108' },
    uploads: { type: 'string', default: '30' },
    pool: { type: 'string', default: '10' },
    'flood-addresses': { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
  },
});

const databaseUrl = await freshDatabase(SERVER_URL, 'campo_upload_flood');
let api;
try {
  if (!options['no-build']) {
    await buildApi(root);
  }
  api = await startDemoApi(root, 'upload-flood', {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: options.pool,
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'upload-flood-arquivos-')),
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  });
  const { base } = api;
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let address = 0;
  const nextAddress = () => {
    address++;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const login = async (email) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...XHR },
      body: JSON.stringify({ email, senha: process.env.DEMO_PASSWORD ?? 'demo1234' }),
    });
    await response.arrayBuffer();
    return {
      status: response.status,
      cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '',
    };
  };
  const supervisor = (await login('supervisor@demo.local')).cookie;
  const technician = (await login('tecnico@demo.local')).cookie;
  const call = async (method, path, cookie, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...XHR, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text).dados;
  };

  /** Health and login timed while `attack` runs; its results and the latencies. */
  async function watched(attack) {
    let running = true;
    const health = [];
    const logins = [];
    const poll = async (samples, every, probe) => {
      while (running) {
        const started = performance.now();
        const status = await probe().catch(() => 0);
        samples.push({ status, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, every));
      }
    };
    const pollers = [
      poll(health, 100, async () => {
        const response = await fetch(`${base}/api/saude`);
        await response.arrayBuffer();
        return response.status;
      }),
      poll(logins, 250, async () => (await login('admin@demo.local')).status),
    ];
    const started = performance.now();
    const results = await attack();
    const elapsed = performance.now() - started;
    running = false;
    await Promise.all(pollers);
    return { results, elapsed, health, logins };
  }

  function report(title, { results, elapsed, health, logins }) {
    const statuses = {};
    for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    const busy = results.filter((result) => result.status === 503);
    log(
      `${title}: ${
        results.length
          ? Object.entries(statuses)
              .map(([s, n]) => `${n} × ${s}`)
              .join(', ')
          : '—'
      }` +
        (results.length ? ` em ${(elapsed / 1000).toFixed(1)} s` : '') +
        (busy.length ? `; ${busy.filter((r) => !r.retryAfter).length} × 503 sem Retry-After` : ''),
    );
    for (const [name, samples] of [
      ['/api/saude', health],
      ['login', logins],
    ]) {
      const ms = samples.map((sample) => sample.ms);
      const codes = {};
      for (const sample of samples) codes[sample.status] = (codes[sample.status] ?? 0) + 1;
      log(
        `  ${name}: ${samples.length} amostras (${Object.entries(codes)
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ')}), ` +
          `p50 ${percentile(ms, 0.5)} ms, p99 ${percentile(ms, 0.99)} ms, máx ${percentile(ms, 1)} ms`,
      );
    }
  }

  report(
    'em repouso (3 s)',
    await watched(async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return [];
    }),
  );

  // 1. The QR flood on three labels of units with a client.
  const units = await db.query(
    `SELECT e.id FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
      WHERE c.cliente_id IS NOT NULL AND e.desativado_em IS NULL ORDER BY e.codigo LIMIT 3`,
  );
  const paths = [];
  for (const { id } of units.rows)
    paths.push(
      new URL((await call('GET', `/api/fs/equipamentos/${id}/qr`, supervisor)).url).pathname,
    );
  const png = await sharp({
    create: { width: 6000, height: 6000, channels: 3, background: '#7ab' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const truncated = png.subarray(0, Math.floor(png.length * 0.9));
  const flood = Number(options.flood);
  const attackers = Array.from({ length: Number(options['flood-addresses']) }, () => nextAddress());
  log(
    `ataque 1: ${flood} pedidos por QR em ${paths.length} etiquetas de ${attackers.length} endereço(s), PNG 6000 × 6000 truncado (${Math.round(truncated.length / 1024)} KB), 6 por vez`,
  );
  report(
    'ataque 1 (QR)',
    await watched(async () => {
      const results = [];
      for (let sent = 0; sent < flood; sent += 6) {
        const wave = Array.from({ length: Math.min(6, flood - sent) }, async (_, index) => {
          const form = new FormData();
          form.set('descricao', 'Não gela');
          form.set('contatoNome', 'Visitante');
          form.set('contatoTelefone', '(11) 90000-0000');
          form.set('foto', new Blob([truncated], { type: 'image/png' }), 'foto.png');
          const response = await fetch(`${base}${paths[(sent + index) % paths.length]}`, {
            method: 'POST',
            headers: { 'x-forwarded-for': attackers[(sent + index) % attackers.length] },
            body: form,
          });
          await response.arrayBuffer();
          return { status: response.status, retryAfter: response.headers.get('retry-after') };
        });
        results.push(...(await Promise.all(wave)));
      }
      return results;
    }),
  );

  // 2. 30 huge photos at once to one started order of the demo technician.
  const [{ id: technicianId }] = (
    await db.query(`SELECT id FROM users WHERE email = 'tecnico@demo.local'`)
  ).rows;
  const order = await call('POST', '/api/fs/ordens', supervisor, {
    equipamentoId: units.rows[0].id,
    tipo: 'CORRETIVA',
    descricao: 'Bench: fotos grandes',
  });
  await db.query(`UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`, [
    order.id,
  ]);
  await call('POST', `/api/fs/ordens/${order.id}/alocacoes`, supervisor, {
    tecnicoId: technicianId,
  });
  await call('POST', `/api/fs/app/os/${order.id}/inicio`, technician, {
    id: randomUUID(),
    em: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const jpeg = await sharp({
    create: { width: 6000, height: 6000, channels: 3, background: '#c84' },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const uploads = Number(options.uploads);
  log(
    `ataque 2: ${uploads} fotos JPEG 6000 × 6000 (${Math.round(jpeg.length / 1024)} KB) de uma vez na mesma OS; pool de ${options.pool} conexões`,
  );
  let list = { status: 0, ms: 0 };
  report(
    'ataque 2 (pool)',
    await watched(async () => {
      const sending = Array.from({ length: uploads }, async () => {
        const form = new FormData();
        form.set('id', randomUUID());
        form.set('rotulo', 'ANTES');
        form.set('arquivo', new Blob([jpeg], { type: 'image/jpeg' }), 'foto.jpg');
        const response = await fetch(`${base}/api/fs/app/os/${order.id}/fotos`, {
          method: 'POST',
          headers: { cookie: technician, ...XHR },
          body: form,
        });
        await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      const listed = await fetch(`${base}/api/fs/ordens`, {
        headers: { cookie: supervisor, ...XHR },
      });
      await listed.arrayBuffer();
      list = { status: listed.status, ms: Math.round(performance.now() - started) };
      return Promise.all(sending);
    }),
  );
  log(`  lista de ordens durante o ataque 2: ${list.status} em ${list.ms} ms`);
  await db.end();
} finally {
  if (api) {
    api.api.kill('SIGTERM');
    await new Promise((resolve) => api.api.once('exit', resolve));
  }
}

/** The built API with the demo data on a free port; resolves once /api/saude answers. */
function percentile(values, p) {
  if (values.length === 0) return '—';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
}
