#!/usr/bin/env node
// Two API processes, one PostgreSQL, one Redis: a token sending 100 requests spread
// across both within a minute gets at most 60 admitted, every 429 with Retry-After;
// forged X-Forwarded-For values do not reset the failed-authentication limit.
import {
  buildApi,
  exited,
  freePort,
  freshDatabase,
  log,
  provideDatabase,
  readToken,
  root,
  startApi,
  tempTokenFile,
} from './harness.mjs';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = await provideDatabase({ root, dir: 'pg-test', name: 'postgres', log });
const fresh = await freshDatabase(database.serverUrl ?? database.url, 'two');
const apis = [];
let failures = 0;
const check = (ok, message) => {
  log(`${ok ? 'ok   ' : 'FALHA'} ${message}`);
  if (!ok) failures++;
};
try {
  await buildApi();
  const tokenFile = tempTokenFile();
  // Both instances share the harness's rate-limit prefix of this run.
  const env = { REDIS_URL: redisUrl };
  for (let i = 0; i < 2; i++)
    apis.push(await startApi({ databaseUrl: fresh.url, port: await freePort(), env, tokenFile }));
  const token = readToken(tokenFile);

  // 100 requests of one token, alternating between the instances, within a few seconds.
  let admitted = 0;
  let refused = 0;
  let withoutRetryAfter = 0;
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${apis[i % 2].base}/api/ingestao-pub/entidades`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `203.0.113.${i}` },
    });
    if (response.status === 200) admitted++;
    else if (response.status === 429) {
      refused++;
      if (!response.headers.get('retry-after')) withoutRetryAfter++;
    }
  }
  check(
    admitted === 60 && refused === 40,
    `100 requisições de um token nas duas instâncias: ${admitted} admitidas, ${refused} recusadas (esperado 60 e 40)`,
  );
  check(withoutRetryAfter === 0, `toda resposta 429 traz Retry-After (${withoutRetryAfter} sem)`);

  // Guessing tokens from one address, forging X-Forwarded-For each time, across both instances.
  let guessesRefused = 0;
  for (let i = 0; i < 70; i++) {
    const response = await fetch(`${apis[i % 2].base}/api/ingestao-pub/entidades`, {
      headers: { authorization: 'Bearer ing_tentativa', 'x-forwarded-for': `198.51.100.${i}` },
    });
    if (response.status === 429) guessesRefused++;
  }
  check(
    guessesRefused === 10,
    `70 tentativas com token inválido e X-Forwarded-For forjado: ${guessesRefused} recusadas com 429 (esperado 10)`,
  );

  const lines = apis.map((instance) => instance.output()).join('\n');
  check(
    lines.includes('compartilhado entre instâncias via Redis'),
    'o log diz que o limite é compartilhado via Redis',
  );
} finally {
  for (const { api } of apis) {
    api.kill('SIGTERM');
    await exited(api);
  }
  await fresh.drop();
  await database.stop();
}
process.stdout.write(`${failures === 0 ? 1 : 0} passed, ${failures === 0 ? 0 : 1} failed\n`);
process.exit(failures === 0 ? 0 : 1);
