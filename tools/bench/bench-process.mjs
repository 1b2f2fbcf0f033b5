// What the benchmark scripts share to set up a run: a fresh database, a child process
// that must succeed, the API built and started with the demo data, and waiting for it. Only Node built-ins at load time (`pg` is
// imported when first needed: run.mjs loads this before installing dependencies).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Drops and creates database `name` on the server of `serverUrl`; answers its URL. */
export async function freshDatabase(serverUrl, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until `url` answers 2xx, polling every 200 ms up to `attempts` times. */
export async function waitFor(url, attempts) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API não respondeu em ${url}`);
}

/**
 * Runs `program` in `cwd` with the terminal's output; rejects unless it exits 0.
 * @param {string} cwd
 * @param {string} program
 * @param {string[]} args
 */
export function runIn(cwd, program, args) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const child = spawn(program, args, {
        cwd,
        stdio: 'inherit',
        env: { ...process.env, NX_DAEMON: 'false' },
      });
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} falhou`)),
      );
    })
  );
}

/** Builds the API into dist/apps/api (`nx run api:build`), with the terminal's output. */
export function buildApi(root) {
  return runIn(root, process.execPath, [
    join(root, 'node_modules/nx/dist/bin/nx.js'),
    'run',
    'api:build',
    '--outputStyle=static',
  ]);
}

/**
 * Starts the built API with the demo data on a random port and waits for its health: its
 * own token file and, with REDIS_URL set, its own rate-limit prefix (counts kept in Redis
 * would otherwise carry over between runs). `env` adds to or overrides those.
 * @param {string} root
 * @param {string} label names the temp files and the prefix
 * @param {Record<string, string>} env
 */
export async function startDemoApi(root, label, env) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_SEED: 'true',
      DEMO_TOKEN_FILE: join(mkdtempSync(join(tmpdir(), `${label}-`)), 'token'),
      RATE_LIMIT_PREFIX: `${label}-${randomUUID().slice(0, 8)}`,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  // Up to 2 minutes: the demo seed is slow on a loaded machine.
  await waitFor(`${base}/api/saude`, 600);
  return { api: child, base };
}
