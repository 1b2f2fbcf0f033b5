#!/usr/bin/env node
// Crash and restart without loss: writers post batches continuously (bounded) while
// the API is killed with SIGKILL at random moments and restarted, and PostgreSQL is
// restarted once in immediate mode. Every batch is retried until acknowledged; at
// the end every acknowledged row is in the database with the acknowledged values
// and no key is duplicated.
import { issueDemoTokens } from '../bootstrap/demo-tokens.mjs';
import {
  buildApi,
  exited,
  freePort,
  freshDatabase,
  log,
  pg,
  provideDatabase,
  root,
  startApi,
  tempTokenFile,
} from './harness.mjs';

const WRITERS = 3;
const BATCHES_PER_WRITER = Number(process.env.FAULT_BATCHES ?? 80);
const ROWS = 100;
const run = Date.now().toString(36);

// Its own embedded PostgreSQL, so it can be restarted in immediate mode (not possible with DATABASE_URL).
const savedUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const database = await provideDatabase({ root, dir: 'pg-faults', name: 'postgres', log });
const { restartImmediately } = database;
if (!restartImmediately) {
  throw new Error('O teste de queda precisa do PostgreSQL embutido, que ele reinicia.');
}
if (savedUrl) process.env.DATABASE_URL = savedUrl;
const fresh = await freshDatabase(database.serverUrl, 'crash');
const port = await freePort();
const tokenFile = tempTokenFile();
const stats = {
  attempts: 0,
  acknowledged: 0,
  retried: 0,
  apiKills: 0,
  postgresRestarts: 0,
  errors: {},
};
let current;
let stopping = false;
let failed = false;

try {
  await buildApi();
  current = await startApi({ databaseUrl: fresh.url, port, tokenFile, env: { LOG_LEVEL: 'warn' } });
  // One token per writer: each has its own 60/min.
  const tokens = await issueDemoTokens(`http://127.0.0.1:${port}`, WRITERS);
  const acknowledged = new Map();

  const writer = async (w) => {
    for (let b = 0; b < BATCHES_PER_WRITER; b++) {
      const batch = `${w}-${b}`;
      const linhas = Array.from({ length: ROWS }, (_, i) => ({
        codigo: `CR-${run}-${batch}-${i}`,
        tipo: 'Integridade',
        titulo: `lote ${batch} linha ${i}`,
        dataDeteccao: '01/11/2026 10:00',
      }));
      for (let attempt = 0; ; attempt++) {
        stats.attempts++;
        if (attempt > 0) stats.retried++;
        try {
          const response = await fetch(
            `http://127.0.0.1:${port}/api/ingestao-pub/incidente_seguranca`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens[w]}`, 'content-type': 'application/json' },
              body: JSON.stringify({ linhas }),
              signal: AbortSignal.timeout(10_000),
            },
          );
          const body = /** @type {{ dados?: { gravadas: number } }} */ (await response.json());
          if (response.status === 200 && body.dados?.gravadas === ROWS) {
            stats.acknowledged++;
            acknowledged.set(batch, linhas);
            break;
          }
          stats.errors[response.status] = (stats.errors[response.status] ?? 0) + 1;
        } catch (caught) {
          const error = /** @type {Error & { cause?: { code?: string } }} */ (caught);
          const code = error.cause?.code ?? error.name;
          stats.errors[code] = (stats.errors[code] ?? 0) + 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  };

  // The chaos: kill and restart the API at random moments; restart PostgreSQL once, immediately.
  const chaos = (async () => {
    while (!stopping) {
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1200));
      if (stopping) break;
      if (stats.apiKills === 1 && stats.postgresRestarts === 0) {
        log('PostgreSQL: reinício imediato (SIGQUIT)');
        await restartImmediately();
        stats.postgresRestarts++;
        continue;
      }
      current.api.kill('SIGKILL');
      await exited(current.api);
      stats.apiKills++;
      current = await startApi({
        databaseUrl: fresh.url,
        port,
        tokenFile,
        env: { LOG_LEVEL: 'warn' },
      });
    }
  })();

  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  stopping = true;
  await chaos;

  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT codigo, titulo FROM incidente_seguranca WHERE codigo LIKE $1`,
    [`CR-${run}-%`],
  );
  const { rows: dupes } = await client.query(
    `SELECT count(*)::int AS n FROM (SELECT codigo FROM incidente_seguranca WHERE codigo LIKE $1 GROUP BY empresa_id, codigo HAVING count(*) > 1) d`,
    [`CR-${run}-%`],
  );
  await client.end();
  const stored = new Map(rows.map((row) => [row.codigo, row.titulo]));
  let lost = 0;
  for (const linhas of acknowledged.values()) {
    for (const row of linhas) if (stored.get(row.codigo) !== row.titulo) lost++;
  }
  const expectedRows = WRITERS * BATCHES_PER_WRITER * ROWS;
  log(
    `lotes: ${WRITERS * BATCHES_PER_WRITER}; tentativas: ${stats.attempts}; confirmados: ${stats.acknowledged}; repetidos: ${stats.retried}; ` +
      `API derrubada ${stats.apiKills}×; PostgreSQL reiniciado ${stats.postgresRestarts}×; falhas vistas pelo cliente: ${JSON.stringify(stats.errors)}`,
  );
  log(
    `linhas confirmadas ausentes ou diferentes (perdidas): ${lost}; linhas no banco: ${rows.length}/${expectedRows}; chaves duplicadas: ${dupes[0].n}`,
  );
  failed =
    lost > 0 ||
    rows.length !== expectedRows ||
    dupes[0].n > 0 ||
    stats.acknowledged !== WRITERS * BATCHES_PER_WRITER ||
    stats.postgresRestarts !== 1;
} finally {
  stopping = true;
  if (current) {
    current.api.kill('SIGTERM');
    await exited(current.api);
  }
  await fresh.drop().catch(() => undefined);
  await database.stop();
}
process.stdout.write(`${failed ? 0 : 1} passed, ${failed ? 1 : 0} failed\n`);
process.exit(failed ? 1 : 0);
