#!/usr/bin/env node
// A login storm against the built API: N logins at once (default 30), each for an unknown
// e-mail from its own address (X-Forwarded-For behind a trusted loopback proxy), so every
// one costs a full scrypt hash and none is stopped by the lockout. Meanwhile /api/saude is
// polled every 100 ms. Prints the answers, the login and health latencies and the API's
// peak memory, for docs/performance.md.
//
//   node tools/bench/login-storm.mjs                      # 30 logins, default bounds
//   node tools/bench/login-storm.mjs --n 60 --rounds 3
//   node tools/bench/login-storm.mjs --concurrency 4 --queue 1000   # about the old, unbounded way
//   node tools/bench/login-storm.mjs --no-build           # dist/apps/api already built
//   node tools/bench/login-storm.mjs --crowd              # N CORRECT logins of N users from ONE
//                                                         # address (a hospital behind NAT at shift start)
import { randomBytes, scryptSync } from 'node:crypto';
import pg from 'pg';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApi, freshDatabase, startDemoApi } from './bench-process.mjs';
import { rssKb } from './process-stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (message) => process.stdout.write(`[login-storm] ${message}\n`);
/** The PostgreSQL server the run creates its database on. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: options } = parseArgs({
  options: {
    n: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string' },
    queue: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    crowd: { type: 'boolean', default: false },
  },
});
const storm = Number(options.n);
const CROWD_PASSWORD = 'plantao das sete da manha';
const rounds = Number(options.rounds);

const databaseUrl = await freshDatabase(SERVER_URL, 'campo_login_storm');
let api;
try {
  if (!options['no-build']) {
    await buildApi(root);
  }
  api = await startDemoApi(root, 'login-storm', {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    ...(options.concurrency ? { PASSWORD_HASH_CONCURRENCY: options.concurrency } : {}),
    ...(options.queue ? { PASSWORD_HASH_QUEUE_MAX: options.queue } : {}),
  });
  const { base } = api;
  const crowd = options.crowd ? await crowdUsers(databaseUrl, storm * rounds) : undefined;
  log(
    options.crowd
      ? `multidão: ${storm} logins CORRETOS de usuários distintos, todos do endereço 10.99.0.1`
      : `${storm} e-mails desconhecidos, cada um do seu endereço`,
  );
  log(
    `${storm} logins simultâneos × ${rounds} rodadas; PASSWORD_HASH_CONCURRENCY=${options.concurrency ?? 'padrão'}, ` +
      `PASSWORD_HASH_QUEUE_MAX=${options.queue ?? 'padrão'}`,
  );
  let address = 0;
  for (let round = 1; round <= rounds; round++) {
    const baselineKb = rssKb(api.api.pid);
    let peakKb = baselineKb;
    let storming = true;
    const health = [];
    const sampler = (async () => {
      while (storming) {
        peakKb = Math.max(peakKb, rssKb(api.api.pid));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const poller = (async () => {
      while (storming) {
        const started = performance.now();
        const response = await fetch(`${base}/api/saude`).catch(() => undefined);
        health.push({ ok: response?.status === 200, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: storm }, async () => {
        address++;
        const user = crowd?.[address - 1];
        const t0 = performance.now();
        const response = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'x-forwarded-for': user
              ? '10.99.0.1'
              : `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          },
          body: JSON.stringify(
            user
              ? { email: user, senha: CROWD_PASSWORD }
              : { email: `ninguem-${address}@bench.local`, senha: 'senha errada' },
          ),
        });
        await response.arrayBuffer();
        return {
          status: response.status,
          ms: performance.now() - t0,
          retryAfter: response.headers.get('retry-after'),
        };
      }),
    );
    const elapsed = performance.now() - started;
    storming = false;
    await Promise.all([sampler, poller]);

    const byStatus = {};
    for (const result of results) byStatus[result.status] = (byStatus[result.status] ?? 0) + 1;
    const refused = results.filter((result) => result.status === 503 || result.status === 429);
    const hashed = results.filter((result) => result.status === 401 || result.status === 200);
    const healthMs = health.map((poll) => poll.ms);
    log(
      `rodada ${round}: ${Object.entries(byStatus)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}; tempestade em ${(elapsed / 1000).toFixed(1)} s`,
    );
    log(
      `  ${crowd ? '200' : '401'} (senha conferida): mediana ${median(hashed.map((r) => r.ms))} ms, máx ${max(hashed.map((r) => r.ms))} ms; ` +
        `503/429: máx ${max(refused.map((r) => r.ms))} ms, Retry-After ${
          refused.length
            ? `${Math.min(...refused.map((r) => Number(r.retryAfter)))}–${Math.max(...refused.map((r) => Number(r.retryAfter)))} s`
            : '—'
        }, ${refused.filter((r) => !r.retryAfter).length} sem Retry-After`,
    );
    log(
      `  /api/saude: ${health.filter((poll) => poll.ok).length}/${health.length} × 200, mediana ${median(healthMs)} ms, ` +
        `máx ${max(healthMs)} ms; memória (RSS) da API ${Math.round(baselineKb / 1024)} → pico ${Math.round(peakKb / 1024)} MiB`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
} finally {
  if (api) {
    api.api.kill('SIGTERM');
    await new Promise((resolve) => api.api.once('exit', resolve));
  }
}

/** `count` users of the demo company sharing one password (one hash made here, as the API's). */
async function crowdUsers(url, count) {
  const salt = randomBytes(16);
  const key = scryptSync(CROWD_PASSWORD.normalize('NFKC'), salt, 32, {
    N: 2 ** 16,
    r: 8,
    p: 2,
    maxmem: 256 * 2 ** 16 * 8 + 32 * 1024 * 1024,
  });
  const hash = ['scrypt', 2 ** 16, 8, 2, salt.toString('base64'), key.toString('base64')].join('$');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const emails = Array.from({ length: count }, (_, i) => `plantao-${i + 1}@bench.local`);
    await db.query(
      `INSERT INTO users (empresa_id, name, email, password_hash, role)
       SELECT (SELECT empresa_id FROM users WHERE email = 'admin@demo.local' LIMIT 1),
              'Plantonista', e, $2, 'TECNICO' FROM unnest($1::text[]) AS e`,
      [emails, hash],
    );
    return emails;
  } finally {
    await db.end();
  }
}

/** The built API with the demo data on a free port; resolves once /api/saude answers. */
function median(values) {
  if (values.length === 0) return '—';
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

function max(values) {
  return values.length === 0 ? '—' : Math.round(Math.max(...values));
}
