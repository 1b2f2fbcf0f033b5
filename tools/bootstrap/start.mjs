// `npm start`: database, build, then the API serving the admin app, with the
// demo company loaded. Prints where to go and how to sign in.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiProcessEnv } from './api-process.mjs';
import { freePort, provideDatabase } from './database.mjs';

const DEFAULT_PORT = 3000;

export async function start({ root, log, build, env }) {
  const database = await provideDatabase({ root, dir: 'pg', name: 'campo', log });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let api = undefined;
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    const running = api;
    if (running && running.exitCode === null) {
      running.kill('SIGTERM');
      await new Promise((resolve) => running.once('exit', resolve));
    }
    await database.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  await build();
  const port = process.env.PORT ? Number(process.env.PORT) : await preferredPort(DEFAULT_PORT);
  const password = process.env.DEMO_PASSWORD ?? 'demo1234';
  const tokenFile = join(root, '.data', 'demo-ingestion-token');
  api = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: apiProcessEnv({
      ...env(),
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DATABASE_URL: database.url,
      PORT: String(port),
      DEMO_SEED: 'true',
      DEMO_PASSWORD: password,
      DEMO_TOKEN_FILE: tokenFile,
    }),
  });
  const prettyLogs = spawn(
    process.execPath,
    [join(root, 'node_modules/pino-pretty/bin.js'), '--singleLine'],
    {
      stdio: ['pipe', 'inherit', 'inherit'],
    },
  );
  api.stdout?.pipe(prettyLogs.stdin);
  api.on('exit', (code) => {
    if (stopping) return;
    log(`A API terminou (código ${code}).`);
    shutdown(code ?? 1);
  });

  const url = `http://localhost:${port}`;
  await waitForHealth(`${url}/api/saude`, api);
  log('');
  log(`Painel administrativo:  ${url}/`);
  log(`Portal do cliente:      ${url}/portal/  (cliente@demo.local)`);
  log(`API:                    ${url}/api  (saúde: ${url}/api/saude)`);
  log(`Logins de demonstração (senha "${password}"):`);
  log('  admin@demo.local (Administrador)   supervisor@demo.local (Supervisor)');
  log('  tecnico@demo.local (Técnico)       admin@outra.local (Administrador, "Outra Empresa")');
  log('  marina@demo.local (Supervisora, responsável técnica: assina os PMOCs)');
  const token = readFileSync(tokenFile, 'utf8').trim();
  const sample = JSON.stringify({
    linhas: [
      {
        codigo: 'INC-DEMO-1',
        tipo: 'Confidencialidade',
        titulo: 'Acesso indevido',
        severidade: 'Alta',
        dataDeteccao: '21/11/2026 14:30',
        status: 'Aberto',
        dadosPessoaisEnvolvidos: 'Sim',
      },
      { codigo: 'INC-DEMO-2', tipo: 'Ransomware' },
    ],
  });
  log('');
  log(`Token de ingestão de demonstração (todas as entidades): ${token}`);
  log('Envie um lote de exemplo (a segunda linha é recusada de propósito):');
  process.stdout.write(
    `  curl -s -X POST ${url}/api/ingestao-pub/incidente_seguranca \\\n` +
      `    -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" \\\n` +
      `    -d '${sample}'\n`,
  );
  log('Ctrl+C para parar.');
  return new Promise(() => undefined);
}

/** The default port when free; another free one otherwise, so a busy 3000 does not stop the demo. */
async function preferredPort(port) {
  const { createServer } = await import('node:net');
  const free = await new Promise((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  return free ? port : freePort();
}

async function waitForHealth(url, api, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error('A API não iniciou; veja o log acima.');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`A API não respondeu em ${url} a tempo.`);
}
