import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { Role } from '@campo/contracts';
import { seedFieldServiceDemo, seedTechnicianDay } from '@campo/demo';
import { ActivityPlanService } from '@campo/field-service';
import { createCompany, createUser, signIn, XHR } from '@campo/platform/testing';
import {
  HOSTILE_BODIES,
  HOSTILE_HEADERS,
  HOSTILE_JSON,
  HOSTILE_PATH_ESCAPES,
  HOSTILE_QUERIES,
  HOSTILE_URL_VALUES,
  plausible,
  plausibleObject,
  type Random,
  type Schema,
  seededRandom,
  serialize,
} from './fuzz-values';
import { startWholeApp } from './whole-app';

type Caller = Role | 'sem sessão';
const CALLERS: Caller[] = ['ADMIN', 'SUPERVISOR', 'TECNICO', 'CLIENTE', 'sem sessão'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/**
 * Operations the fuzz leaves out, each for a reason that is not about its input:
 * logging out ends the session the rest of the run calls with.
 */
const SKIPPED = new Set(['post /api/auth/logout']);

const SEED = Number(process.env.FUZZ_SEED || 20261125);
/** Requests of a long run; by default, one per operation × caller. */
const LONG_RUN = Number(process.env.FUZZ_REQUESTS || 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  $ref?: string;
  schema?: Schema;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  bodyTypes: string[];
  bodySchema?: Schema;
  /** Content types of its 2xx answers. */
  produces: string[];
  /** Whether its 2xx JSON answer is the envelope (a document it serves declares its own schema). */
  enveloped: boolean;
}
interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, DocumentOperation>>>;
  components: Record<string, Record<string, unknown>>;
}
interface Attempt {
  label: string;
  url: string;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/**
 * The whole session API under hostile input, generated from its own OpenAPI document:
 * every operation, as each role and without a session, with a hostile value in one
 * property, path or query parameter at a time (the others plausible, the ids of the
 * caller's company), or a hostile body. Any 5xx, or an answer outside the envelope,
 * fails and is printed with what reproduces it. `FUZZ_REQUESTS=20000 FUZZ_SEED=7`
 * runs it long; by default each operation × caller is tried once.
 */
describe('session API fuzz', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let base: string;
  let document: OpenApiDocument;
  const cookies: Partial<Record<Caller, string>> = {};
  let adminCookie = '';
  const callerIds = new Set<string>();
  const harvested = new Map<Caller, Harvest>();
  /** One connection reused, as a browser does (and no port left in TIME_WAIT per request). */
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    app = await startWholeApp({ RATE_LIMIT_PREFIX: `fuzz-${randomUUID().slice(0, 8)}` });
    db = app.get<DataSource>(getDataSourceToken());
    await new Promise<void>((resolve) => app.getHttpServer().listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

    const company = await createCompany(db, { name: 'Empresa do fuzz' });
    const signedIn: Record<string, { id: string; email: string }> = {};
    const roles = ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const;
    const sessions = await Promise.all(
      roles.map((role) => signIn(app, db, { companyId: company.id, role })),
    );
    roles.forEach((role, index) => {
      const { user, api } = sessions[index];
      cookies[role] = api.cookie;
      if (role === 'ADMIN') adminCookie = api.cookie;
      callerIds.add(user.id);
      signedIn[role] = user;
    });
    // Records of the company: a year of field service, a technician's day, users who
    // are not callers (so that deactivating one does not end the run's sessions).
    const colleagues = await Promise.all(
      [1, 2].map(() => createUser(db, { companyId: company.id, role: 'TECNICO' })),
    );
    await createUser(db, { companyId: company.id, role: 'SUPERVISOR' });
    await db.transaction(async (manager) => {
      await seedFieldServiceDemo(
        manager,
        company.id,
        [signedIn.TECNICO, ...colleagues],
        app.get(ActivityPlanService),
      );
      await seedTechnicianDay(manager, company.id, {
        technicianEmail: signedIn.TECNICO.email,
        supervisorEmail: signedIn.SUPERVISOR.email,
      });
    });
    // A client user of the demo's first client: the portal's routes, with its ids.
    const [client] = await db.query(
      `SELECT id FROM cliente WHERE empresa_id = $1 ORDER BY codigo LIMIT 1`,
      [company.id],
    );
    const portal = await signIn(app, db, {
      companyId: company.id,
      role: 'CLIENTE',
      clientId: client.id,
    });
    cookies.CLIENTE = portal.api.cookie;
    callerIds.add(portal.user.id);
    const token = await request(base)
      .post('/api/admin/tokens-ingestao')
      .set(XHR)
      .set('Cookie', adminCookie)
      .send({ nome: 'Fuzz', entidades: ['incidente_seguranca'] })
      .expect(201);
    await request(base)
      .post('/api/ingestao-pub/incidente_seguranca')
      .set('Authorization', `Bearer ${token.body.dados.token}`)
      .send({ linhas: [{ codigo: 'F-1', tipo: 'Integridade' }] })
      .expect(200);

    document = (await request(base).get('/api/openapi.json').expect(200)).body;
    for (const caller of CALLERS) harvested.set(caller, await harvest(caller));
  }, 120_000);
  afterAll(async () => {
    keepAlive.destroy();
    await app.close();
  });

  function operations(): Operation[] {
    return Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method] && !SKIPPED.has(`${method} ${path}`)).map(
        (method) => {
          const operation = item[method] as DocumentOperation;
          const content = operation.requestBody?.content ?? {};
          const successes = Object.entries(operation.responses ?? {})
            .filter(([status]) => status.startsWith('2'))
            .map(([, response]) => resolveRef(response));
          return {
            method,
            path,
            parameters: (operation.parameters ?? []).map(resolveRef),
            bodyTypes: Object.keys(content),
            bodySchema: content['application/json']?.schema,
            produces: successes.flatMap((response) => Object.keys(response.content ?? {})),
            enveloped: successes.every(
              (response) =>
                !response.content?.['application/json'] ||
                JSON.stringify(response.content['application/json']).includes(
                  '#/components/schemas/Sucesso',
                ),
            ),
          };
        },
      ),
    );
  }

  /** The object a `$ref` points at (the components are of the same shape as what refers to them). */
  function resolveRef<T extends { $ref?: string }>(value: T): T {
    let current = value;
    for (let hops = 0; current?.$ref && hops < 10; hops++) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(current.$ref) ?? [];
      current = (document.components[section]?.[name] ?? {}) as T;
    }
    return current;
  }

  /** The ids and values a caller can see: every list it may read, walked for `id`s. */
  async function harvest(caller: Caller): Promise<Harvest> {
    const found: Harvest = { byCollection: new Map(), byKey: new Map() };
    const lists = operations().filter(
      (operation) =>
        operation.method === 'get' &&
        !operation.path.includes('{') &&
        operation.produces.includes('application/json'),
    );
    for (const operation of lists) {
      const response = await send(caller, { label: 'colheita', url: operation.path }, 'get');
      if (response.status !== 200 || typeof response.body !== 'object') continue;
      collect(response.body.dados, '', (key, value) => {
        if (callerIds.has(value)) return;
        if (key === 'id' && UUID.test(value)) addTo(found.byCollection, operation.path, value);
        addTo(found.byKey, key, value);
      });
    }
    return found;
  }

  function send(caller: Caller, attempt: Attempt, method: Method) {
    let test = request(base)[method](attempt.url).agent(keepAlive).set(XHR);
    const cookie = cookies[caller];
    if (cookie) test = test.set('Cookie', cookie);
    if (attempt.contentType) test = test.set('Content-Type', attempt.contentType);
    if (attempt.headers) test = test.set(attempt.headers);
    return attempt.body === undefined ? test : test.send(attempt.body);
  }

  /** One request: a hostile value in one place of the operation, the rest plausible. */
  function attemptFor(operation: Operation, caller: Caller, random: Random): Attempt {
    const found = harvested.get(caller) ?? { byCollection: new Map(), byKey: new Map() };
    const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
    const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
    const idFor = (name: string) => () => realValue(operation.path, name, found, random);
    const params = Object.fromEntries(
      pathParams.map((parameter) => [parameter.name, encodeURIComponent(idFor(parameter.name)())]),
    );
    const query: Record<string, string> = {};
    for (const parameter of queryParams) {
      if (parameter.required || random.chance(0.3)) {
        const value = plausible(parameter.schema ?? {}, resolveRef, idFor(parameter.name));
        if (typeof value !== 'object') query[parameter.name] = encodeURIComponent(String(value));
      }
    }
    const jsonBody = operation.bodyTypes.includes('application/json');
    const schema = jsonBody ? resolveRef(operation.bodySchema ?? {}) : {};
    const properties = Object.keys(schema.properties ?? {});
    let body: Record<string, unknown> | undefined = jsonBody
      ? plausibleObject(schema, resolveRef, idFor('id'))
      : undefined;
    let raw: string | Buffer | undefined;
    let contentType = jsonBody ? 'application/json' : operation.bodyTypes[0];
    let extraQuery = '';
    let headers: Record<string, string> | undefined;
    let pathEscape = '';

    const targets = [
      ...(pathParams.length ? ['path', 'path'] : []),
      ...(queryParams.length ? ['query', 'query'] : []),
      ...(properties.length ? ['property', 'property', 'property'] : []),
      ...(operation.bodyTypes.length ? ['body'] : []),
      'extra-query',
      'header',
      'path-escape',
      'valid',
    ];
    const target = random.pick(targets);
    let label = target;
    if (target === 'path') {
      const parameter = random.pick(pathParams);
      const hostile = random.pick(HOSTILE_URL_VALUES);
      params[parameter.name] = hostile.encoded;
      label = `parâmetro ${parameter.name} = ${hostile.label}`;
    } else if (target === 'query') {
      const parameter = random.pick(queryParams);
      const hostile = random.pick(HOSTILE_URL_VALUES);
      query[parameter.name] = hostile.encoded;
      label = `query ${parameter.name} = ${hostile.label}`;
    } else if (target === 'property') {
      const name = random.pick(properties);
      const hostile = random.pick(HOSTILE_JSON);
      body = { ...body, [name]: hostile.value };
      label = `propriedade ${name} = ${hostile.label}`;
    } else if (target === 'body') {
      if (jsonBody) {
        const hostile = random.pick(HOSTILE_BODIES);
        raw = hostile.raw;
        contentType = hostile.contentType ?? 'application/json';
        label = hostile.label;
      } else {
        const hostile = random.pick(HOSTILE_FILES);
        raw = hostile.bytes;
        label = `arquivo: ${hostile.label}`;
      }
      body = undefined;
    } else if (target === 'extra-query') {
      const hostile = random.pick(HOSTILE_QUERIES);
      extraQuery = hostile.query;
      label = hostile.label;
    } else if (target === 'header') {
      const hostile = random.pick(HOSTILE_HEADERS);
      headers = hostile.headers;
      label = hostile.label;
    } else if (target === 'path-escape') {
      const hostile = random.pick(HOSTILE_PATH_ESCAPES);
      pathEscape = hostile.escape;
      label = hostile.label;
    } else {
      label = 'valores plausíveis';
    }
    if (!jsonBody && operation.bodyTypes.length && raw === undefined) raw = HOSTILE_FILES[0].bytes;
    let path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name]);
    // The escape goes after the first fixed segment below /api: `/api/fs%E0%A4%A/ordens`.
    if (pathEscape) path = path.replace(/^(\/api\/[\w-]+)/, `$1${pathEscape}`);
    const search = [
      ...Object.entries(query).map(([name, value]) => `${name}=${value}`),
      ...(extraQuery ? [extraQuery] : []),
    ].join('&');
    return {
      label,
      url: search ? `${path}?${search}` : path,
      body: raw ?? (body === undefined ? undefined : serialize(body)),
      contentType: raw !== undefined || body !== undefined ? contentType : undefined,
      headers,
    };
  }

  it(
    'never answers 5xx nor outside the envelope, for any operation, caller or value',
    async () => {
      const all = operations();
      expect(all.length).toBeGreaterThan(50);
      const random = seededRandom(SEED);
      const combos = shuffle(
        all.flatMap((operation) => CALLERS.map((caller) => ({ operation, caller }))),
        random,
      );
      const total = LONG_RUN || combos.length;
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      const labels = new Set<string>();
      for (let index = 0; index < total; index++) {
        const { operation, caller } = combos[index % combos.length];
        const attempt = attemptFor(operation, caller, random);
        labels.add(attempt.label.replace(/^.* = /, ''));
        let response: request.Response | undefined;
        let problem: string | undefined;
        try {
          response = await send(caller, attempt, operation.method);
          problem = verdict(operation, response);
        } catch (error) {
          problem = `sem resposta: ${(error as Error).message}`;
        }
        statuses.set(response?.status ?? 0, (statuses.get(response?.status ?? 0) ?? 0) + 1);
        if (LONG_RUN && index % 1000 === 999) {
          process.stdout.write(`fuzz: ${index + 1} requisições, ${failures.length} falhas\n`);
        }
        if (problem) {
          failures.push(
            [
              `#${index} ${operation.method.toUpperCase()} ${operation.path} como ${caller} — ${attempt.label}: ${problem}`,
              `  ${operation.method.toUpperCase()} ${preview(attempt.url)}`,
              attempt.body === undefined
                ? ''
                : `  ${attempt.contentType}: ${preview(String(attempt.body))}`,
              `  → ${response?.status ?? '-'} ${preview(response?.text ?? '')}`,
            ]
              .filter(Boolean)
              .join('\n'),
          );
        }
      }
      if (LONG_RUN) {
        process.stdout.write(
          `fuzz (semente ${SEED}): ${all.length} operações × ${CALLERS.length} perfis = ${combos.length} combinações; ` +
            `${total} requisições; ${labels.size} tipos de valor; status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
            `${failures.length} falhas\n`,
        );
      }
      if (failures.length > 0) {
        throw new Error(
          `${failures.length} respostas inaceitáveis (FUZZ_SEED=${SEED} FUZZ_REQUESTS=${total}):\n\n` +
            failures.slice(0, 40).join('\n\n'),
        );
      }
    },
    // Set-up aside, 250 ms a request: on a loaded 2-core machine they average 60-140 ms.
    60_000 + (LONG_RUN || 500) * 250,
  );
});

interface Harvest {
  byCollection: Map<string, Set<string>>;
  byKey: Map<string, Set<string>>;
}

/** Files for the operations that take one (spreadsheets): empty, noise, a fake zip, CSV with NUL. */
const HOSTILE_FILES: Array<{ label: string; bytes: Buffer }> = [
  { label: 'CSV simples', bytes: Buffer.from('codigo;tipo\nF-2;Integridade\n') },
  { label: 'vazio', bytes: Buffer.alloc(0) },
  {
    label: 'bytes aleatórios',
    bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256)),
  },
  {
    label: 'assinatura de zip e lixo',
    bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(512, 7)]),
  },
  { label: 'CSV com NUL e surrogate', bytes: Buffer.from('codigo;tipo\nA\u0000;\ud800\n') },
];

/** A real value for a path or query parameter: an id of the collection the path sits under. */
function realValue(path: string, name: string, found: Harvest, random: Random): string {
  const before = path.slice(0, path.indexOf(`{${name}}`)).replace(/\/$/, '');
  const collections = [...found.byCollection.keys()]
    .filter((collection) => before.startsWith(collection))
    .sort((a, b) => b.length - a.length);
  const pool = found.byCollection.get(collections[0] ?? '') ?? found.byKey.get(name);
  if (pool && pool.size > 0 && random.chance(0.9)) return random.pick([...pool]);
  const anyId = found.byCollection.size ? random.pick([...found.byCollection.values()]) : undefined;
  return anyId && random.chance(0.5) ? random.pick([...anyId]) : randomUUID();
}

function collect(
  value: unknown,
  key: string,
  found: (key: string, value: string) => void,
  depth = 0,
) {
  if (depth > 6) return;
  if (typeof value === 'string') found(key, value);
  else if (Array.isArray(value))
    value.slice(0, 50).forEach((item) => collect(item, key, found, depth + 1));
  else if (value && typeof value === 'object')
    for (const [child, item] of Object.entries(value)) collect(item, child, found, depth + 1);
}

function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  const set = map.get(key) ?? new Set<string>();
  if (set.size < 50) set.add(value);
  map.set(key, set);
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

/**
 * What is wrong with an answer, if anything: a 5xx (a 503 that says when to retry is
 * the service declining work, not failing), JSON outside the envelope, or a file
 * where the operation documents none.
 */
function verdict(operation: Operation, response: request.Response): string | undefined {
  const retryable = response.status === 503 && response.headers['retry-after'];
  if (response.status >= 500 && !retryable) return `HTTP ${response.status}`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    const body = response.body;
    const success = response.status < 400;
    if (success && !operation.enveloped) return undefined;
    const envelope = success
      ? body?.sucesso === true
      : body?.sucesso === false && typeof body.codigo === 'string' && typeof body.erro === 'string';
    return envelope ? undefined : `JSON fora do envelope (HTTP ${response.status})`;
  }
  const documented = operation.produces.some((produced) => type.startsWith(produced));
  if (response.status < 300 && documented) return undefined;
  return `resposta ${response.status} em ${type || 'sem tipo'}, fora do envelope`;
}

function preview(text: string) {
  const escaped = JSON.stringify(
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} caracteres)` : text,
  );
  return escaped.slice(1, -1);
}
