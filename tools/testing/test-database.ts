import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  /** Connection string of the fresh, empty database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh, empty database on the server that DATABASE_URL points at
 * (the embedded PostgreSQL started by `npm test`, or the one configured), so every
 * test run is isolated from the others and from the developer's data.
 */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'DATABASE_URL não definida: rode os testes com `npm test`, que inicia o PostgreSQL embutido, ' +
        'ou defina DATABASE_URL apontando para um PostgreSQL.',
    );
  }
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(serverUrl: string, work: (client: Client) => Promise<T>) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
