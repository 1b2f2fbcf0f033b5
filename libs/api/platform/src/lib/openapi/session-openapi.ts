import { type INestApplication, Injectable } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DECORATORS, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type {
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponsesObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { admittedRoles, CSRF_HEADER, CSRF_HEADER_VALUE } from '@campo/contracts';
import type { AccessPolicy } from '../common/access-policy';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/paging';
import { PagingPipe, ParseIdPipe } from '../common/request-params';
import { listRoutes, type RouteEntry } from '../common/route-inventory';
import { SESSION_COOKIE } from '../auth/session.service';

/**
 * What `@Type()` declares (nested DTOs), kept by class-transformer in a module it ships
 * without a declaration file; the type is the one it publishes.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } =
  require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

const SCHEMAS = '#/components/schemas/';
const RESPONSES = '#/components/responses/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];
type DtoSchemas = Record<string, SchemaObject>;

/**
 * The session API's OpenAPI document, built from the application it describes the
 * first time it is asked for, then kept (the routes cannot change while it runs).
 * configureHttpApp hands it the application.
 */
@Injectable()
export class SessionOpenApi {
  private app: INestApplication | undefined;
  private document: OpenAPIObject | undefined;

  describe(app: INestApplication) {
    this.app = app;
  }

  get(): OpenAPIObject {
    if (!this.app) throw new Error('SessionOpenApi: configureHttpApp não foi chamado.');
    this.document ??= buildSessionOpenApi(this.app);
    return this.document;
  }
}

/**
 * The OpenAPI 3.1 document of the session API, generated from the running
 * application: paths, methods and path parameters from the controllers
 * (@nestjs/swagger), request bodies and query strings from the DTOs' class-validator
 * rules (class-validator-jsonschema), and who may call each route from its access
 * policy (the one the AccessGuard enforces). The public ingestion API, called with a
 * token, has its own document (`/api/ingestao-pub/openapi.json`) and is left out.
 */
export function buildSessionOpenApi(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, documentHead());
  const dtoSchemas = validationMetadatasToSchemas({
    refPointerPrefix: SCHEMAS,
    classTransformerMetadataStorage: defaultMetadataStorage,
  }) as DtoSchemas;
  const inventory = listRoutes(app);
  requireDistinctDtoNames(inventory);
  const routes = new Map(
    inventory.map((route) => [
      `${route.method.toLowerCase()} /api${openApiPath(route.path)}`,
      route,
    ]),
  );
  for (const [path, item] of Object.entries(document.paths) as Array<[string, PathItemObject]>) {
    for (const method of METHODS) {
      const operation = item[method];
      const route = routes.get(`${method} ${path}`);
      if (!operation || !route?.policy) continue;
      if (route.policy.kind === 'ingestion-token') delete item[method];
      else describeOperation(operation, method, path, route, route.policy, dtoSchemas);
    }
    if (!METHODS.some((method) => item[method])) delete document.paths[path];
  }
  document.components = {
    ...document.components,
    schemas: { ...ENVELOPES, ...referencedSchemas(document, dtoSchemas) },
    responses: ERROR_RESPONSES,
  };
  return document;
}

function documentHead() {
  return new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Campo — API de sessão')
    .setVersion('1')
    .setDescription(
      'A API usada pelo painel administrativo: todas as rotas de sessão e as públicas do ' +
        'servidor. Toda resposta ' +
        'vem num envelope: `{"sucesso": true, "dados": …}` ou `{"sucesso": false, "codigo", "erro"}` ' +
        '(`codigo` é estável, para programas; `erro` é texto para pessoas). A sessão é o cookie ' +
        `\`${SESSION_COOKIE}\`, criado por \`POST /api/auth/login\`; toda requisição que altera ` +
        `estado (POST, PUT, PATCH, DELETE) leva \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. ` +
        'Cada operação diz quem pode chamá-la em `x-acesso` (`publico` ou `sessao`) e, nas de ' +
        'sessão, os papéis aceitos em `x-papeis`. O formato de `dados` de cada rota está nos ' +
        'tipos de `libs/shared/contracts`. A API de ingestão (com token) tem o seu próprio ' +
        'documento em `/api/ingestao-pub/openapi.json`.',
    )
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', description: 'Sessão criada por POST /api/auth/login.' },
      'sessao',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description: `Proteção contra CSRF: o valor é sempre \`${CSRF_HEADER_VALUE}\`; sem ele, 403 CSRF_AUSENTE.`,
      },
      'csrf',
    )
    .build();
}

function describeOperation(
  operation: OperationObject,
  method: Method,
  path: string,
  route: RouteEntry,
  policy: Exclude<AccessPolicy, { kind: 'ingestion-token' }>,
  dtoSchemas: DtoSchemas,
) {
  const changesState = method !== 'get';
  describeAccess(operation, policy, changesState);
  const handler = route.controller.prototype[route.methodName];
  const args = routeArguments(route);
  const query = args.flatMap((arg) => queryParameters(arg, dtoSchemas));
  const named = new Set(
    (operation.parameters ?? []).map((parameter) => 'name' in parameter && parameter.name),
  );
  operation.parameters = [
    ...(operation.parameters ?? []),
    ...query.filter((parameter) => !named.has(parameter.name)),
  ];
  markIds(operation.parameters, args);
  operation.requestBody ??= requestBody(handler, args);

  const produces: string[] = Reflect.getMetadata(DECORATORS.API_PRODUCES, handler) ?? [
    'application/json',
  ];
  const session = policy.kind === 'session';
  operation.responses = {
    ...successResponses(operation.responses, produces),
    ...(operation.requestBody || query.length > 0 ? { 400: errorRef('DadosInvalidos') } : {}),
    ...(session ? { 401: errorRef('NaoAutenticado') } : {}),
    ...(session || changesState ? { 403: errorRef('Recusado') } : {}),
    ...(path.includes('{') ? { 404: errorRef('NaoEncontrado') } : {}),
    default: errorRef('Erro'),
  };
}

/** Who may call the route, as the AccessGuard decides it: `security`, `x-acesso`, `x-papeis`. */
function describeAccess(
  operation: OperationObject,
  policy: Exclude<AccessPolicy, { kind: 'ingestion-token' }>,
  changesState: boolean,
) {
  const extensions = operation as OperationObject & Record<`x-${string}`, unknown>;
  let access: string;
  if (policy.kind === 'public') {
    operation.security = changesState && !policy.form ? [{ csrf: [] }] : [];
    extensions['x-acesso'] = 'publico';
    access = policy.form
      ? 'Acesso público (sem sessão), por formulário HTML: sem o cabeçalho anti-CSRF.'
      : 'Acesso público (sem sessão).';
  } else {
    const roles = [...admittedRoles(policy.roles)];
    operation.security = [changesState ? { sessao: [], csrf: [] } : { sessao: [] }];
    extensions['x-acesso'] = 'sessao';
    extensions['x-papeis'] = roles;
    access = `Requer sessão; papéis: ${roles.join(', ')}.`;
  }
  operation.description = [access, operation.description].filter(Boolean).join('\n\n');
}

/** Path parameters read with `@IdParam()` are record ids: UUIDs. */
function markIds(parameters: Array<ParameterObject | ReferenceObject>, args: RouteArgument[]) {
  const ids = args
    .filter((arg) => arg.kind === RouteParamtypes.PARAM)
    .filter((arg) => arg.pipes.some((pipe) => pipe instanceof ParseIdPipe))
    .map((arg) => arg.name);
  for (const parameter of parameters) {
    if ('in' in parameter && parameter.in === 'path' && ids.includes(parameter.name)) {
      parameter.schema = { type: 'string', format: 'uuid' };
    }
  }
}

/**
 * A body swagger could not type: a file upload (`@ApiConsumes`) or a free-form JSON
 * object (`@Body() body: Record<string, unknown>`).
 */
function requestBody(handler: object, args: RouteArgument[]): RequestBodyObject | undefined {
  const consumes: string[] | undefined = Reflect.getMetadata(DECORATORS.API_CONSUMES, handler);
  if (consumes) {
    return {
      required: true,
      content: Object.fromEntries(consumes.map((type) => [type, { schema: fileSchema(type) }])),
    };
  }
  if (!args.some((arg) => arg.kind === RouteParamtypes.BODY)) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
  };
}

function errorRef(name: keyof typeof ERROR_RESPONSES) {
  return { $ref: `${RESPONSES}${name}` };
}

/**
 * Schemas are keyed by class name (by @nestjs/swagger and class-validator-jsonschema
 * alike): two body or query DTOs with one name would silently share a schema.
 */
function requireDistinctDtoNames(routes: RouteEntry[]) {
  const byName = new Map<string, Set<unknown>>();
  for (const arg of routes.flatMap(routeArguments)) {
    const isDto = arg.kind === RouteParamtypes.BODY || arg.kind === RouteParamtypes.QUERY;
    if (!isDto || typeof arg.type !== 'function' || arg.type === Object) continue;
    byName.set(arg.type.name, (byName.get(arg.type.name) ?? new Set()).add(arg.type));
  }
  const repeated = [...byName].filter(([, classes]) => classes.size > 1).map(([name]) => name);
  if (repeated.length > 0) {
    throw new Error(`OpenAPI: DTOs diferentes com o mesmo nome: ${repeated.join(', ')}.`);
  }
}

interface RouteArgument {
  kind: RouteParamtypes;
  name: string | undefined;
  type: unknown;
  pipes: unknown[];
}

/** The handler's parameters as Nest binds them (`@Query()`, `@Body()`, …), with their declared types. */
function routeArguments(route: RouteEntry): RouteArgument[] {
  const bound: Record<string, { index: number; data?: unknown; pipes?: unknown[] }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.methodName) ?? {};
  const types: unknown[] =
    Reflect.getMetadata('design:paramtypes', route.controller.prototype, route.methodName) ?? [];
  return Object.entries(bound).map(([key, { index, data, pipes }]) => ({
    kind: Number(key.split(':')[0]) as RouteParamtypes,
    name: typeof data === 'string' ? data : undefined,
    type: types[index],
    pipes: pipes ?? [],
  }));
}

/**
 * Query parameters that @nestjs/swagger cannot see: a whole query DTO (`@Query() query:
 * SomeQueryDto`), expanded from its class-validator rules, the page (`@Paging()`), and
 * free-form filters (`@Query() query: Record<string, string>`).
 */
function queryParameters(arg: RouteArgument, dtoSchemas: DtoSchemas): ParameterObject[] {
  if (arg.kind !== RouteParamtypes.QUERY || arg.name !== undefined) return [];
  if (arg.pipes.includes(PagingPipe)) return PAGE_PARAMETERS;
  if (arg.type === Object) return [FILTER_PARAMETER];
  const schema = typeof arg.type === 'function' ? dtoSchemas[arg.type.name] : undefined;
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema?.required?.includes(name) ?? false,
    schema: property,
  }));
}

const PAGE_PARAMETERS: ParameterObject[] = [
  {
    name: 'pagina',
    in: 'query',
    required: false,
    description: 'Página, a partir de 1.',
    schema: { type: 'integer', minimum: 1, default: 1 },
  },
  {
    name: 'porPagina',
    in: 'query',
    required: false,
    description: `Itens por página, até ${MAX_PAGE_SIZE}.`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  },
];

const FILTER_PARAMETER: ParameterObject = {
  name: 'filtros',
  in: 'query',
  required: false,
  description: 'Outros parâmetros da consulta, cada um `campo=valor`.',
  style: 'form',
  explode: true,
  schema: { type: 'object', additionalProperties: { type: 'string' } },
};

/**
 * The 2xx answers swagger found (their status), each with the envelope or the file it
 * carries; one a controller declared in full (`@ApiOkResponse({ schema })`) stays as is.
 */
function successResponses(found: ResponsesObject, produces: string[]): ResponsesObject {
  const statuses = Object.keys(found).filter((status) => status.startsWith('2'));
  return Object.fromEntries(
    (statuses.length > 0 ? statuses : ['200']).map((status) => [
      status,
      found[status] && 'content' in found[status]
        ? found[status]
        : {
            description: status === '201' ? 'Criado' : 'Sucesso',
            content: Object.fromEntries(
              produces.map((type) => [
                type,
                {
                  schema:
                    type === 'application/json' ? { $ref: `${SCHEMAS}Sucesso` } : fileSchema(type),
                },
              ]),
            ),
          },
    ]),
  );
}

function fileSchema(type: string): SchemaObject {
  return type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
}

/** `/fs/rgm/:id` → `/fs/rgm/{id}` */
function openApiPath(path: string) {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** The DTO schemas the document points at, and the ones they point at in turn. */
function referencedSchemas(document: OpenAPIObject, dtoSchemas: DtoSchemas): DtoSchemas {
  const found: DtoSchemas = {};
  const pending = [...refsIn(document.paths)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (name in found || name in ENVELOPES) continue;
    found[name] = dtoSchemas[name] ?? document.components?.schemas?.[name] ?? { type: 'object' };
    pending.push(...refsIn(found[name]));
  }
  return found;
}

function refsIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
}

const ENVELOPES: Record<string, SchemaObject> = {
  Sucesso: {
    type: 'object',
    description:
      'Envelope de sucesso. O formato de `dados` está nos tipos de libs/shared/contracts.',
    required: ['sucesso', 'dados'],
    properties: {
      sucesso: { type: 'boolean', const: true } as SchemaObject,
      dados: { description: 'O resultado da operação.' },
      mensagem: { type: 'string', description: 'Texto para a pessoa, quando há.' },
    },
  },
  Erro: {
    type: 'object',
    description:
      'Envelope de erro. `codigo` é estável (para programas); `erro` é texto para pessoas. ' +
      'Alguns códigos trazem campos a mais (`detalhes`, `pendencias`, `versaoAtual`…).',
    required: ['sucesso', 'codigo', 'erro'],
    properties: {
      sucesso: { type: 'boolean', const: false } as SchemaObject,
      codigo: { type: 'string', examples: ['DADOS_INVALIDOS', 'NAO_ENCONTRADO'] } as SchemaObject,
      erro: { type: 'string' },
      detalhes: { type: 'array', items: { type: 'string' } },
    },
    additionalProperties: true,
  },
};

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: `${SCHEMAS}Erro` } } } };
}

const ERROR_RESPONSES = {
  Erro: errorResponse('Erro, no envelope de erro (veja `codigo`).'),
  DadosInvalidos: errorResponse(
    'DADOS_INVALIDOS (campos inválidos; `detalhes` lista cada problema) ou JSON_INVALIDO.',
  ),
  NaoAutenticado: errorResponse('NAO_AUTENTICADO: sessão ausente, expirada ou encerrada.'),
  Recusado: errorResponse(
    `ACESSO_NEGADO (o papel não pode usar a rota) ou CSRF_AUSENTE (falta ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}).`,
  ),
  NaoEncontrado: errorResponse(
    'NAO_ENCONTRADO (ou o código do domínio): não existe na empresa do usuário.',
  ),
};
