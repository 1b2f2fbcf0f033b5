/**
 * Test helpers for integration specs of every API lib: a real Nest app over a
 * real PostgreSQL database (the fresh one the Jest global set-up created), built
 * with the same HTTP set-up as production, and small data factories.
 */
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@campo/contracts';
import request from 'supertest';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, MixedList } from 'typeorm';
import { configureHttpApp, HttpAppOptions } from './lib/common/http-app';
import { AppConfig, loadConfig } from './lib/config/app-config';
import { MailDeliveryWorker } from './lib/mail/mail-delivery.worker';
import { SEALED_BODY_CONTEXT } from './lib/mail/mail-secrets';
import { hashPassword } from './lib/users/password-hasher';
import { PlatformModule } from './lib/platform.module';
import { WebhookDeliveryWorker } from './lib/webhooks/webhook-delivery.worker';

export interface TestAppOptions {
  imports?: Array<Type | DynamicModule>;
  controllers?: Type[];
  migrations?: MixedList<Function>; // eslint-disable-line @typescript-eslint/no-unsafe-function-type
  env?: Record<string, string>;
  http?: HttpAppOptions;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<NestExpressApplication> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('TEST_DATABASE_URL ausente: a configuração global do Jest não rodou.');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    // Each test app counts rate limits apart, even when the tests share a Redis.
    RATE_LIMIT_PREFIX: `teste-${randomUUID().slice(0, 8)}`,
    // With SMTP_URL, the mail worker delivers promptly in tests.
    MAIL_WORKER_INTERVAL_MS: '50',
    // Webhook tests drive the worker with tick(now), at the time they choose.
    WEBHOOK_WORKER_INTERVAL_MS: '0',
    // Stored files go to a temporary folder of this test process, never the repository's .data.
    STORAGE_DIR: testStorageDir(),
    ...options.env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [
      PlatformModule.forRoot({ config, migrations: options.migrations }),
      ...(options.imports ?? []),
    ],
    controllers: options.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttpApp(app, options.http);
  // Test files run side by side on one database: each app's mail and webhook workers deliver
  // only what belongs to the companies created through it (createCompany), never another file's.
  const companies = new Set<string>();
  app.get(MailDeliveryWorker).limitTo(companies);
  app.get(WebhookDeliveryWorker).limitTo(companies);
  mailScopes.set(app.get<DataSource>(getDataSourceToken()), companies);
  await app.init();
  return app;
}

let storageDir: string | undefined;
/** The project run's storage folder (global set-up), shared by its workers as the database is. */
function testStorageDir() {
  storageDir ??= process.env['TEST_STORAGE_DIR'] ?? mkdtempSync(join(tmpdir(), 'campo-arquivos-'));
  return storageDir;
}

const mailScopes = new WeakMap<DataSource, Set<string>>();

export async function createCompany(
  dataSource: DataSource,
  overrides: { name?: string; timeZone?: string } = {},
) {
  const [row] = await dataSource.query(
    `INSERT INTO companies (name, time_zone) VALUES ($1, $2) RETURNING id, name, time_zone AS "timeZone"`,
    [
      overrides.name ?? `Empresa ${randomUUID().slice(0, 8)}`,
      overrides.timeZone ?? 'America/Sao_Paulo',
    ],
  );
  mailScopes.get(dataSource)?.add(row.id);
  return row as { id: string; name: string; timeZone: string };
}

/**
 * The whole text of the newest stored message to `email`, its secrets (password links)
 * included: opened from the sealed copy as the delivery worker does, for tests of an app
 * without SMTP. The outbox itself never shows them.
 */
export async function storedMailText(app: INestApplication, email: string): Promise<string> {
  const [row]: Array<{ corpo: string; corpo_cifrado: string | null }> = await app
    .get<DataSource>(getDataSourceToken())
    .query(
      `SELECT corpo, corpo_cifrado FROM mail_outbox WHERE $1 = ANY(destinatarios)
        ORDER BY criado_em DESC LIMIT 1`,
      [email],
    );
  if (!row) throw new Error(`Nenhuma mensagem para ${email}`);
  return row.corpo_cifrado
    ? app.get(AppConfig).secretBox.open(row.corpo_cifrado, SEALED_BODY_CONTEXT)
    : row.corpo;
}

/**
 * Waits until the mail worker has settled every queued e-mail of the company (none left
 * PENDENTE) and returns the company's outbox rows, oldest first.
 */
export async function settledMail(dataSource: DataSource, companyId: string) {
  for (;;) {
    const rows: Array<{ id: string; status: string; tentativas: number; erro: string | null }> =
      await dataSource.query(
        `SELECT id, status, tentativas, erro FROM mail_outbox WHERE empresa_id = $1 ORDER BY criado_em, id`,
        [companyId],
      );
    if (!rows.some((row) => row.status === 'PENDENTE')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function createUser(
  dataSource: DataSource,
  values: {
    companyId: string;
    role?: Role;
    password?: string;
    email?: string;
    name?: string;
    active?: boolean;
    /** The client a CLIENTE user belongs to (required for that role). */
    clientId?: string;
  },
) {
  const email = values.email ?? `usuario-${randomUUID().slice(0, 8)}@teste.local`;
  const password = values.password ?? 'senha-de-teste';
  const [row] = await dataSource.query(
    `INSERT INTO users (empresa_id, name, email, password_hash, role, active, cliente_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      values.companyId,
      values.name ?? 'Pessoa de Teste',
      email,
      await testPasswordHash(password),
      values.role ?? 'ADMIN',
      values.active ?? true,
      values.clientId ?? null,
    ],
  );
  return { id: row.id as string, email, password };
}

/**
 * Test users share one scrypt hash per password: hashing at the production cost
 * (about 0.3 s of CPU each) for every user of every test made the RGM specs slow on a
 * loaded machine, and what a test proves about a password does not depend on its salt.
 */
const testPasswordHashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string) {
  let hash = testPasswordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    testPasswordHashes.set(password, hash);
  }
  return hash;
}

/** What a registry entity says of its table (structurally: the platform does not know the registry). */
export interface RegisteredTable {
  nome: string;
  tabela: string;
  fields: Array<{ campo: string; coluna: string; pgType: string; obrigatorio: boolean }>;
}

const PG_TYPE_NAMES: Record<string, string> = {
  text: 'text',
  integer: 'int4',
  numeric: 'numeric',
  date: 'date',
  timestamptz: 'timestamptz',
  boolean: 'bool',
};

/**
 * Checks the schema against the registry: every field has a column of its declared
 * type and nullability, `empresa_id` is a non-null uuid, and every unique key of these
 * tables (and of `moreTables`) starts with `empresa_id`. Returns the unique keys seen.
 */
export async function expectTablesMatchRegistry(
  dataSource: DataSource,
  entities: RegisteredTable[],
  moreTables: string[] = [],
) {
  for (const entity of entities) {
    const columns: Array<{ column_name: string; udt_name: string; is_nullable: string }> =
      await dataSource.query(
        `SELECT column_name, udt_name, is_nullable FROM information_schema.columns WHERE table_name = $1`,
        [entity.tabela],
      );
    const byName = new Map(columns.map((column) => [column.column_name, column]));
    expect(byName.get('empresa_id')).toMatchObject({ udt_name: 'uuid', is_nullable: 'NO' });
    for (const field of entity.fields) {
      expect([entity.nome, field.campo, byName.get(field.coluna)?.udt_name]).toEqual([
        entity.nome,
        field.campo,
        PG_TYPE_NAMES[field.pgType],
      ]);
      expect([field.campo, byName.get(field.coluna)?.is_nullable]).toEqual([
        field.campo,
        field.obrigatorio ? 'NO' : 'YES',
      ]);
    }
  }
  const uniques: Array<{ table_name: string; first: string }> = await dataSource.query(
    `SELECT c.conrelid::regclass::text AS table_name, a.attname AS first
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'u' AND c.conrelid::regclass::text = ANY($1)`,
    [[...entities.map((entity) => entity.tabela), ...moreTables]],
  );
  for (const unique of uniques)
    expect(unique).toEqual({ table_name: unique.table_name, first: 'empresa_id' });
  return uniques;
}

/** The text of a PDF as pdf.js reads it back: its pages and their text (whitespace collapsed). */
export function readPdf(pdf: Buffer): { pages: number; text: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'documento.pdf');
    writeFileSync(file, pdf);
    const script = join(__dirname, '../../../../tools/testing/pdf-text.mjs');
    const output = execFileSync(process.execPath, [script, file], { encoding: 'utf8' });
    const [count, ...rest] = output.split('\n');
    return {
      pages: Number(count),
      text: rest
        .join('\n')
        .split('\f')
        .map((page) => page.replace(/\s+/g, ' ').trim()),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The header every state-changing session request carries (the CSRF check). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** The `name=value` of the session cookie a login response set. */
export function sessionCookie(response: request.Response): string {
  const cookie = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((header) => header.startsWith('campo_sessao='));
  if (!cookie) throw new Error(`O login não criou sessão (HTTP ${response.status}).`);
  return cookie.split(';')[0];
}

/**
 * Logs the user in through `POST /api/auth/login`, as the admin app does, and returns
 * a supertest agent that sends the session cookie and the XHR header on every request
 * (with the cookie itself, for tests that set it by hand).
 */
export async function loginAs(app: INestApplication, user: { email: string; password: string }) {
  const response = await request(app.getHttpServer())
    .post('/api/auth/login')
    .set(XHR)
    .send({ email: user.email, senha: user.password })
    .expect(200);
  const cookie = sessionCookie(response);
  return Object.assign(request.agent(app.getHttpServer()).set('Cookie', cookie).set(XHR), {
    cookie,
  });
}

export type SessionAgent = Awaited<ReturnType<typeof loginAs>>;

/** A new user with the role in the company, signed in: the user and its agent. */
export async function signIn(
  app: INestApplication,
  dataSource: DataSource,
  values: Parameters<typeof createUser>[1],
) {
  const user = await createUser(dataSource, values);
  return { user, api: await loginAs(app, user) };
}

/** One request a webhook receiver got: its headers and raw body. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on loopback for webhook tests: it keeps every request and answers
 * each with the next of `answers` (status and body; the last one repeats), so a test
 * scripts "500 twice, then 200". `url` is its address.
 */
export async function startWebhookReceiver(
  answers: Array<{ status: number; body?: string; headers?: Record<string, string> }> = [
    { status: 200, body: 'ok' },
  ],
) {
  const received: ReceivedWebhook[] = [];
  const script = [...answers];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({
        headers: Object.fromEntries(
          Object.entries(incoming.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = script[0];
      if (script.length > 1) script.shift();
      outgoing.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
      outgoing.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    port,
    received,
    /** Answers the following requests with these instead. */
    answer(next: typeof answers) {
      script.splice(0, script.length, ...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export * from './test-certificates';
export * from './test-images';
export * from './test-s3';
export { platformMigrations } from './lib/database/migrations';
