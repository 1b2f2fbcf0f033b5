#!/usr/bin/env node
// SIGTERM drains in-flight requests: the built API on a fresh database gets 8
// concurrent 500-row batches and SIGTERM 30 ms later; every batch must be
// answered 200 and stored.
import http from 'node:http';
import {
  buildApi,
  exited,
  freePort,
  freshDatabase,
  log,
  pg,
  provideDatabase,
  readToken,
  root,
  startApi,
  tempTokenFile,
} from './harness.mjs';

const database = await provideDatabase({ root, dir: 'pg-test', name: 'postgres', log });
const fresh = await freshDatabase(database.serverUrl ?? database.url, 'drain');
let failed = true;
try {
  await buildApi();
  const tokenFile = tempTokenFile();
  const { api, base } = await startApi({
    databaseUrl: fresh.url,
    port: await freePort(),
    tokenFile,
    env: { LOG_LEVEL: 'warn' },
  });
  const token = readToken(tokenFile);
  const batch = (b) =>
    Array.from({ length: 500 }, (_, i) => ({
      codigo: `DRAIN-${b}-${i}`,
      tipo: 'Integridade',
      dataDeteccao: '01/11/2026 10:00',
    }));
  // Each request is fully written before SIGTERM, so the server has it in hand.
  const sent = [];
  const answers = Array.from({ length: 8 }, (_, b) => {
    const body = JSON.stringify({ linhas: batch(b) });
    return new Promise((resolve) => {
      const request = http.request(`${base}/api/ingestao-pub/incidente_seguranca`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      sent.push(new Promise((done) => request.on('finish', done)));
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
        resolve(`falha: ${error.code ?? error.message}`),
      );
      request.end(body);
    });
  });
  await Promise.all(sent);
  await new Promise((resolve) => setTimeout(resolve, 20));
  api.kill('SIGTERM');
  const statuses = await Promise.all(answers);
  await exited(api);
  log(
    `SIGTERM com 8 lotes em andamento: ${JSON.stringify(statuses)}; a API terminou (${api.signalCode ?? api.exitCode})`,
  );
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM incidente_seguranca WHERE codigo LIKE 'DRAIN-%'`,
  );
  await client.end();
  const answered = statuses.filter((status) => status === 200).length;
  log(
    `lotes respondidos 200: ${answered}/8; linhas gravadas: ${rows[0].n} (esperadas ${answered * 500})`,
  );
  failed = answered !== 8 || rows[0].n !== answered * 500;
} finally {
  await fresh.drop();
  await database.stop();
}
process.stdout.write(`${failed ? 0 : 1} passed, ${failed ? 1 : 0} failed\n`);
process.exit(failed ? 1 : 0);
