#!/usr/bin/env node
// What storing an RGM snapshot costs PostgreSQL, per column type and TOAST setting
// (docs/performance.md, issue #35): the biggest stored snapshot is written with UPDATE to
// scratch tables of each kind, alternating, and the server process's CPU is read from
// /proc around each statement (run on the database's machine). Needs an RGM in the
// database (the data of tools/bench/area-b.mjs has a 10,000-order month).
//   DB=postgres://... node tools/bench/snapshot-storage.mjs "jsonb" "jsonb external" "jsonb lz4" "json"
import pg from 'pg';
import { cpuSeconds } from './process-stats.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 8);
const kinds = process.argv.slice(2);
if (kinds.length === 0) kinds.push('jsonb', 'jsonb external', 'json');

const client = new pg.Client({ connectionString: process.env.DB });
await client.connect();
const {
  rows: [{ pid }],
} = await client.query('SELECT pg_backend_pid() AS pid');
/** CPU milliseconds of this session's server process so far. */
const cpuMs = () => Math.round(cpuSeconds(pid) * 1000);
const {
  rows: [{ text }],
} = await client.query(
  'SELECT snapshot::text AS text FROM rgm ORDER BY octet_length(snapshot::text) DESC LIMIT 1',
);
const table = (index) => `snapshot_storage_${index}`;
try {
  for (const [index, kind] of kinds.entries()) {
    const [type, option] = kind.split(' ');
    await client.query(`DROP TABLE IF EXISTS ${table(index)}`);
    await client.query(
      `CREATE TABLE ${table(index)} (id int PRIMARY KEY, v ${type} ${option === 'lz4' ? 'COMPRESSION lz4' : ''})`,
    );
    if (option === 'external')
      await client.query(`ALTER TABLE ${table(index)} ALTER COLUMN v SET STORAGE EXTERNAL`);
    await client.query(`INSERT INTO ${table(index)} VALUES (1, '{}')`);
  }
  /** @type {Array<{ write: number[]; read: number[] }>} */
  const samples = kinds.map(() => ({ write: [], read: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index] of kinds.entries()) {
      let before = cpuMs();
      await client.query(`UPDATE ${table(index)} SET v = $1 WHERE id = 1`, [text]);
      samples[index].write.push(cpuMs() - before);
      before = cpuMs();
      await client.query(`SELECT v FROM ${table(index)} WHERE id = 1`);
      samples[index].read.push(cpuMs() - before);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  console.log(`retrato de ${Buffer.byteLength(text)} B; CPU do servidor, mediana de ${ROUNDS}`);
  kinds.forEach((kind, index) =>
    console.log(
      `${kind.padEnd(16)} gravar ${median(samples[index].write)} ms   ler ${median(samples[index].read)} ms`,
    ),
  );
} finally {
  for (const [index] of kinds.entries()) await client.query(`DROP TABLE IF EXISTS ${table(index)}`);
  await client.end();
}
