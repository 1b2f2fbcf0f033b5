import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { verifyPassword } from '@campo/platform';

const root = join(__dirname, '../../..');

/** Runs `campo …` (the operator's command, from source) against the test database. */
function campo(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['-r', '@swc-node/register', 'apps/api/src/cli.ts', ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          SWC_NODE_PROJECT: 'tsconfig.base.json',
          DATABASE_URL: process.env.TEST_DATABASE_URL,
          PUBLIC_URL: 'https://painel.exemplo.com.br',
          NODE_ENV: 'production',
          // Production requires the key of the secrets at rest (any 32 bytes will do here).
          APP_ENCRYPTION_KEY: Buffer.alloc(32, 'cli').toString('base64'),
          ...env,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const email = () => `admin-${randomUUID().slice(0, 8)}@cliente.com.br`;

/** `campo empresa criar`: onboarding a company from the command line, as production does. */
describe('the operator’s command', () => {
  it('creates the company and its ADMIN and prints a single-use link to set the password', async () => {
    const admin = email();
    const result = await campo([
      'empresa',
      'criar',
      '--nome',
      'Clima Norte Ltda',
      '--fuso',
      'America/Manaus',
      '--admin-email',
      admin,
      '--admin-nome',
      'Ana Souza',
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Empresa "Clima Norte Ltda" criada');
    expect(result.stdout).toMatch(
      /https:\/\/painel\.exemplo\.com\.br\/definir-senha#token=[\w-]{43}/,
    );
    const [user] = await query<{
      name: string;
      role: string;
      time_zone: string;
      hash: string;
      entidades: string[];
    }>(
      `SELECT u.name, u.role, c.time_zone, u.password_hash AS hash, c.entidades_ingestao AS entidades
         FROM users u JOIN companies c ON c.id = u.empresa_id WHERE u.email = $1`,
      [admin],
    );
    expect(user).toEqual({
      name: 'Ana Souza',
      role: 'ADMIN',
      time_zone: 'America/Manaus',
      hash: null,
      // A new company starts with the field-service entities only (its ADMIN enables others).
      entidades: ['cliente', 'contrato', 'equipamento', 'ordem_servico', 'ambiente'],
    });
  });

  it('for an e-mail that already has a user (a second run), says so and changes nothing', async () => {
    const admin = email();
    await query(
      `WITH c AS (INSERT INTO companies (name) VALUES ('Uma Vez') RETURNING id)
       INSERT INTO users (empresa_id, name, email, role) SELECT id, 'Ana', $1, 'ADMIN' FROM c`,
      [admin],
    );
    const again = await campo([
      'empresa',
      'criar',
      '--nome',
      'Outro Nome',
      '--fuso',
      'UTC',
      '--admin-email',
      admin.toUpperCase(),
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Nada mudou: ${admin} já é usuário da empresa "Uma Vez"`);
    const companies = await query(`SELECT 1 FROM companies WHERE name = 'Outro Nome'`, []);
    expect(companies).toHaveLength(0);
  });

  it('sets ADMIN_SENHA instead of printing a link, for automation', async () => {
    const admin = email();
    const result = await campo(
      ['empresa', 'criar', '--nome', 'Automática', '--fuso', 'UTC', '--admin-email', admin],
      { ADMIN_SENHA: 'senha longa da automação' },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('definir-senha');
    const [user] = await query<{ hash: string }>(
      `SELECT password_hash AS hash FROM users WHERE email = $1`,
      [admin],
    );
    expect(await verifyPassword('senha longa da automação', user.hash)).toBe(true);
  });

  it('refuses missing options and a zone that is not IANA', async () => {
    const missing = await campo(['empresa', 'criar', '--nome', 'X']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Faltam opções: --fuso, --admin-email');
    const zone = await campo([
      'empresa',
      'criar',
      '--nome',
      'X',
      '--fuso',
      'America/Campinas',
      '--admin-email',
      email(),
    ]);
    expect(zone.code).toBe(1);
    expect(zone.stderr).toContain('"America/Campinas" não é um fuso horário IANA');
  });

  it('refuses to start in production without PUBLIC_URL', async () => {
    const result = await campo(
      ['empresa', 'criar', '--nome', 'X', '--fuso', 'UTC', '--admin-email', email()],
      { PUBLIC_URL: '' },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PUBLIC_URL: obrigatória em produção');
  });
});
