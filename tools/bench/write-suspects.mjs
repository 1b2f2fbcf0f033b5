#!/usr/bin/env node
// Each suspect of the ingestion's write against the ceiling's statement (docs/performance.md,
// issue #35): EXPLAIN (ANALYZE, TIMING OFF, BUFFERS, WAL) of 500-row batches (half new keys,
// half changed rows) on two tables of incidente_seguranca's shape (50,000 rows; one with its
// three foreign keys), variants alternating, medians.
//   DB=postgres://... node tools/bench/write-suspects.mjs   (a database with the API's schema)
import pg from 'pg';
const client = new pg.Client({ connectionString: process.env.DB });
await client.connect();
await client.query('SET jit = off');
const {
  rows: [{ id: company }],
} = await client.query(`SELECT id FROM companies LIMIT 1`);
const cols = [
  'codigo',
  'tipo',
  'titulo',
  'descricao',
  'severidade',
  'data_deteccao',
  'status',
  'ativo_afetado_id',
  'dados_pessoais_envolvidos',
  'root_cause',
  'responsavel_id',
];
const types = [
  'text',
  'text',
  'text',
  'text',
  'text',
  'timestamptz',
  'text',
  'uuid',
  'boolean',
  'text',
  'uuid',
];
const nonKeys = cols.slice(1);
for (const t of ['perf_nofk', 'perf_fk']) await client.query(`DROP TABLE IF EXISTS ${t}`);
await client.query(
  `CREATE TABLE perf_nofk (LIKE incidente_seguranca INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`,
);
await client.query(
  `CREATE TABLE perf_fk (LIKE incidente_seguranca INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`,
);
await client.query(`ALTER TABLE perf_fk ADD FOREIGN KEY (empresa_id) REFERENCES companies(id) ON DELETE CASCADE,
  ADD FOREIGN KEY (empresa_id, ativo_afetado_id) REFERENCES ativo_informacao(empresa_id, id) ON DELETE SET NULL (ativo_afetado_id),
  ADD FOREIGN KEY (empresa_id, responsavel_id) REFERENCES users(empresa_id, id) ON DELETE SET NULL (responsavel_id)`);
const arrays = cols.map((_, i) => `$${i + 2}::${types[i]}[]`).join(', ');
const base = (table, ordinality) =>
  ordinality
    ? `INSERT INTO ${table} AS t (empresa_id, ${cols.join(', ')}) SELECT $1, ${cols.join(', ')} FROM unnest(${arrays}) WITH ORDINALITY AS i(${cols.join(', ')}, ord) ORDER BY ord`
    : `INSERT INTO ${table} AS t (empresa_id, ${cols.join(', ')}) SELECT $1, * FROM unnest(${arrays})`;
const set = `ON CONFLICT (empresa_id, codigo) DO UPDATE SET ${nonKeys.map((n) => `${n} = EXCLUDED.${n}`).join(', ')}, atualizado_em = now()`;
const where = `WHERE (${nonKeys.map((n) => `t.${n}`).join(', ')}) IS DISTINCT FROM (${nonKeys.map((n) => `EXCLUDED.${n}`).join(', ')})`;
const returning = `RETURNING t.id, (t.xmax = 0) AS created, t.codigo AS k0`;
const variants = {
  'teto (unnest, ON CONFLICT DO UPDATE)': (t) => `${base(t, false)} ${set}`,
  '+ WITH ORDINALITY ORDER BY': (t) => `${base(t, true)} ${set}`,
  '+ WHERE IS DISTINCT FROM': (t) => `${base(t, true)} ${set} ${where}`,
  '+ RETURNING (= produto)': (t) => `${base(t, true)} ${set} ${where} ${returning}`,
};
const row = (key, n, v) => [
  key,
  'Integridade',
  `Incidente ${n}: acesso indevido detectado v${v}`,
  'Evento correlacionado pelo SIEM a partir de múltiplas falhas de autenticação.',
  'Alta',
  new Date(Date.UTC(2026, n % 12, (n % 28) + 1)).toISOString(),
  'Aberto',
  null,
  n % 2 === 0,
  'Credencial vazada',
  null,
];
/** @type {Array<{ name: string, table: string, sql: string, prev: string[], n: number, samples: Array<{ ms: number, wal: number, rec: number, hit: number }> }>} */
const cases = [];
for (const [name, sql] of Object.entries(variants))
  for (const table of name.includes('produto') ? ['perf_nofk', 'perf_fk'] : ['perf_nofk'])
    cases.push({
      name: `${name}${table === 'perf_fk' ? ' + 3 FKs' : ''}`,
      table,
      sql: sql(table),
      prev: [],
      n: 0,
      samples: [],
    });
// Pre-fill 50,000 rows per table.
for (const table of ['perf_nofk', 'perf_fk'])
  await client.query(
    `INSERT INTO ${table} (empresa_id, codigo, tipo) SELECT $1, 'pre-' || g, 'x' FROM generate_series(1, 50000) g`,
    [company],
  );
await client.query('ANALYZE perf_nofk; ANALYZE perf_fk');
const ROUNDS = Number(process.env.ROUNDS ?? 30);
for (let r = 0; r < ROUNDS; r++) {
  for (const c of r % 2 ? [...cases].reverse() : cases) {
    const batch = [];
    for (let i = 0; i < 500; i++)
      batch.push(
        i % 2 === 1 && c.prev.length
          ? row(c.prev[i - 1], c.n * 500 + i, r)
          : row(`${c.name.length}-${c.n}-${i}`, c.n * 500 + i, r),
      );
    c.prev = batch.map((b) => b[0]);
    c.n++;
    batch.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    const params = [company, ...cols.map((_, j) => batch.map((b) => b[j]))];
    const { rows } = await client.query(
      `EXPLAIN (ANALYZE, TIMING OFF, BUFFERS, WAL, FORMAT JSON) ${c.sql}`,
      params,
    );
    const plan = rows[0]['QUERY PLAN'][0];
    if (r >= 3)
      c.samples.push({
        ms: plan['Execution Time'],
        wal: plan.Plan['WAL Bytes'],
        rec: plan.Plan['WAL Records'],
        hit: plan.Plan['Shared Hit Blocks'] + (plan.Plan['Shared Dirtied Blocks'] ?? 0),
      });
  }
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  '| variante | ms por lote (mediana) | µs por linha | WAL bytes por lote | registros WAL | buffers |',
);
for (const c of cases)
  console.log(
    `| ${c.name} | ${med(c.samples.map((s) => s.ms)).toFixed(2)} | ${(med(c.samples.map((s) => s.ms)) * 2).toFixed(1)} | ${med(c.samples.map((s) => s.wal))} | ${med(c.samples.map((s) => s.rec))} | ${med(c.samples.map((s) => s.hit))} |`,
  );
for (const t of ['perf_nofk', 'perf_fk']) await client.query(`DROP TABLE ${t}`);
await client.end();
