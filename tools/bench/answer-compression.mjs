#!/usr/bin/env node
// CPU that compressing an answer costs, per level (docs/performance.md, issue #35):
//   node tools/bench/answer-compression.mjs ingestion <API base URL>
//     a real answer to a 500-row ingestion batch (the demo admin issues a token)
//   node tools/bench/answer-compression.mjs rgm <DATABASE_URL>
//     the stored snapshot of the RGM of contract BENCH-RGM (the answer of `recalcular`;
//     area-b.mjs creates it)
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import pg from 'pg';
import { issueDemoTokens } from '../bootstrap/demo-tokens.mjs';
import { incidentRow } from './raw-ceiling.mjs';

const [kind, target] = process.argv.slice(2);
if (!['ingestion', 'rgm'].includes(kind) || !target) {
  process.stderr.write('uso: answer-compression.mjs ingestion <URL da API> | rgm <DATABASE_URL>\n');
  process.exit(2);
}

/** @returns {Promise<{ body: Buffer, rows: number }>} */
async function ingestionAnswer(base) {
  const [token] = await issueDemoTokens(base, 1, ['incidente_seguranca'], 'Compressão');
  const run = Date.now().toString(36);
  const linhas = Array.from({ length: 500 }, (_, i) => incidentRow(`${run}-${i}`, i));
  const response = await fetch(`${base}/api/ingestao-pub/incidente_seguranca`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ linhas }),
  });
  return { body: Buffer.from(await response.arrayBuffer()), rows: 500 };
}

/** @returns {Promise<{ body: Buffer, rows: number }>} */
async function rgmAnswer(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT r.snapshot::text AS snapshot FROM rgm r JOIN contrato c ON c.id = r.contrato_id
        WHERE c.codigo = 'BENCH-RGM' LIMIT 1`,
    );
    if (!rows[0]) throw new Error('Nenhum RGM do contrato BENCH-RGM: rode area-b.mjs antes.');
    return { body: Buffer.from(rows[0].snapshot), rows: 1 };
  } finally {
    await client.end();
  }
}

const { body, rows } =
  kind === 'ingestion' ? await ingestionAnswer(target) : await rgmAnswer(target);
/** @type {Array<[string, (input: Buffer) => Buffer]>} */
const levels = [
  ['gzip 6', (input) => gzipSync(input)],
  ['gzip 1', (input) => gzipSync(input, { level: 1 })],
  [
    'brotli 4',
    (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ],
  [
    'brotli 1',
    (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
  ],
];
const repeats = kind === 'ingestion' ? 400 : 5;
console.log(`${kind}: ${body.length} B sem compressão`);
for (const [name, compress] of levels) {
  compress(body);
  const before = process.cpuUsage();
  let output = body;
  for (let i = 0; i < repeats; i++) output = compress(body);
  const used = process.cpuUsage(before);
  const micros = (used.user + used.system) / repeats;
  console.log(
    `${name.padEnd(9)} ${String(output.length).padStart(9)} B  CPU ${(micros / 1000).toFixed(2)} ms por resposta` +
      (rows > 1 ? `, ${(micros / rows).toFixed(2)} µs por linha` : ''),
  );
}
