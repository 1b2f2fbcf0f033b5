#!/usr/bin/env node
// The two commands. `npm start`: install what is missing, start the database
// (embedded unless DATABASE_URL is set), build, and run the API with the admin
// app and demo data. `npm test`: the same set-up, then every test project and
// the browser tests. `npm run build`: the production build only.
// Only Node built-ins are imported before the dependencies are installed.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './dependencies.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const command = process.argv[2];
const log = (message) => process.stdout.write(`\x1b[36m[campo]\x1b[0m ${message}\n`);

/** Children see the environment as it is when they start (the database URL included). */
const childEnv = () => ({
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
});

function run(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, env: childEnv(), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const nx = (...args) =>
  run(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), ...args]);
const prettier = (...args) =>
  run(process.execPath, [join(root, 'node_modules/prettier/bin/prettier.cjs'), ...args]);

async function build() {
  log(
    'Compilando a API, o painel administrativo, o aplicativo do técnico e o portal do cliente...',
  );
  const code = await nx(
    'run-many',
    '-t',
    'build',
    '-p',
    'api',
    'admin',
    'technician',
    'portal',
    '--outputStyle=static',
  );
  if (code !== 0) throw new Error('A compilação falhou; veja a saída acima.');
}

async function main() {
  if (!['start', 'test', 'build'].includes(command)) {
    throw new Error('Uso: node tools/bootstrap/cli.mjs <start|test|build>');
  }
  ensureDependencies(root, log);
  if (command === 'build') return build();
  if (command === 'start') {
    const { start } = await import('./start.mjs');
    return start({ root, log, build, env: childEnv });
  }
  const { test } = await import('./test.mjs');
  return test({ root, log, build, nx, prettier });
}

main().then(
  (code) => process.exit(typeof code === 'number' ? code : 0),
  (error) => {
    process.stderr.write(`\x1b[31m[campo]\x1b[0m ${error.message}\n`);
    process.exit(1);
  },
);
