#!/usr/bin/env node
// CPU per call of an area-B route on two running APIs, calls alternating between them
// (docs/performance.md, issue #35): on a shared machine wall time is noise, CPU is not.
// Counts the API process and its PostgreSQL backends (application_name campo-api), from
// /proc. Each API must have the data of area-b.mjs (RGM of contract BENCH-RGM, grid of
// BENCH-GRID, the demo's consolidated RGM).
//   node tools/bench/area-b-cpu.mjs rgm|pdf|grid name=pid=http://host:port=postgres://... name=pid=...
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const PER_ROUND = Number(process.env.PER_ROUND ?? 2);
const [what, ...specs] = process.argv.slice(2);
if (!['rgm', 'pdf', 'grid'].includes(what) || specs.length === 0) {
  process.stderr.write('uso: area-b-cpu.mjs rgm|pdf|grid nome=pid=URL=DATABASE_URL ...\n');
  process.exit(2);
}

/** CPU seconds (user + system) of a process, 0 when it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** @type {any[]} */
const apis = [];
for (const spec of specs) {
  const [name, pid, base, ...url] = spec.split('=');
  const client = new pg.Client({ connectionString: url.join('=') });
  await client.connect();
  const one = async (sql) => (await client.query(sql)).rows[0]?.id;
  const path = {
    rgm: `/api/fs/rgm/${await one(`SELECT r.id FROM rgm r JOIN contrato c ON c.id = r.contrato_id WHERE c.codigo = 'BENCH-RGM' LIMIT 1`)}/recalcular`,
    pdf: `/api/fs/rgm/${await one(`SELECT id FROM rgm WHERE contrato_id IS NULL ORDER BY criado_em LIMIT 1`)}/pdf`,
    grid: `/api/fs/cronograma?contratoId=${await one(`SELECT id FROM contrato WHERE codigo = 'BENCH-GRID'`)}&ano=2026`,
  }[what];
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      email: 'supervisor@demo.local',
      senha: process.env.DEMO_PASSWORD ?? 'demo1234',
    }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  apis.push({
    name,
    pid: Number(pid),
    base,
    client,
    path,
    cookie,
    api: [],
    postgres: [],
    wall: [],
  });
}

async function call(api) {
  const response = await fetch(`${api.base}${api.path}`, {
    method: what === 'rgm' ? 'POST' : 'GET',
    headers: { cookie: api.cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${api.name}: HTTP ${response.status}`);
}

for (const api of apis) await call(api); // warm
for (let round = 0; round < ROUNDS; round++) {
  for (const api of round % 2 ? [...apis].reverse() : apis) {
    for (let i = 0; i < PER_ROUND; i++) {
      const { rows } = await api.client.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'campo-api'`,
      );
      const backends = rows.map((row) => row.pid);
      const postgresCpu = () => backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const [api0, pg0, t0] = [cpuSeconds(api.pid), postgresCpu(), performance.now()];
      await call(api);
      api.wall.push(performance.now() - t0);
      api.api.push((cpuSeconds(api.pid) - api0) * 1000);
      api.postgres.push((postgresCpu() - pg0) * 1000);
    }
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const api of apis) {
  console.log(
    `${what} ${api.name}: CPU da API ${median(api.api).toFixed(0)} ms, do PostgreSQL ${median(api.postgres).toFixed(0)} ms, ` +
      `relógio ${median(api.wall).toFixed(0)} ms (medianas de ${api.api.length})`,
  );
  await api.client.end();
}
