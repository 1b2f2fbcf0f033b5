// What the benchmark scripts share to set up a run: a fresh database, a child process
// that must succeed, and waiting for the API. Only Node built-ins at load time (`pg` is
// imported when first needed: run.mjs loads this before installing dependencies).
import { spawn } from 'node:child_process';

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
