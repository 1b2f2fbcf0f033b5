import SwaggerParser from '@apidevtools/swagger-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { ROLES } from '@campo/contracts';
import { listRoutes } from '@campo/platform';
import { startWholeApp } from './whole-app';

interface Operation {
  security?: Array<Record<string, string[]>>;
  'x-acesso'?: string;
  'x-papeis'?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * The machine-readable descriptions of both APIs: the session API's, generated
 * from the controllers and DTOs, and the public ingestion API's. Both must be valid
 * OpenAPI, and the session document must list every session and public route the
 * application serves, so a new controller cannot be left out of it.
 */
describe('OpenAPI documents', () => {
  let app: NestExpressApplication;
  let session: { openapi: string; paths: Paths; components: { schemas: Record<string, any> } };

  beforeAll(async () => {
    app = await startWholeApp();
    session = (await request(app.getHttpServer()).get('/api/openapi.json').expect(200)).body;
  });
  afterAll(() => app.close());

  /** Against the OpenAPI schema of its version, with every `$ref` resolved (a dangling one fails). */
  async function validate(document: object) {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  }

  it('serves a valid OpenAPI 3.1 document of the session API', async () => {
    expect(session.openapi).toBe('3.1.0');
    await validate(session);
  });

  it('serves a valid OpenAPI document of the public ingestion API', async () => {
    const ingestion = await request(app.getHttpServer())
      .get('/api/ingestao-pub/openapi.json')
      .expect(200);
    await validate(ingestion.body);
  });

  it('describes every session and public route, and no ingestion-token route', () => {
    const described = Object.entries(session.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = listRoutes(app).map((route) => ({
      key: `${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}`,
      kind: route.policy?.kind,
    }));
    const expected = routes.filter((route) => route.kind !== 'ingestion-token');
    expect(expected.length).toBeGreaterThan(50);
    expect(described.sort()).toEqual(expected.map((route) => route.key).sort());
    expect(routes.filter((route) => route.kind === 'ingestion-token').length).toBeGreaterThan(0);
  });

  it('says who may call each route, and when the CSRF header is needed', () => {
    const rgmCreate = session.paths['/api/fs/rgm'].post;
    expect(rgmCreate['x-acesso']).toBe('sessao');
    expect(rgmCreate['x-papeis']).toEqual(['ADMIN', 'SUPERVISOR']);
    expect(rgmCreate.security).toEqual([{ sessao: [], csrf: [] }]);
    expect(rgmCreate.responses['401'].$ref).toBe('#/components/responses/NaoAutenticado');

    // A route open to any signed-in user lists every role.
    expect(session.paths['/api/auth/eu'].get['x-papeis']).toEqual([...ROLES]);
    expect(session.paths['/api/auth/eu'].get.security).toEqual([{ sessao: [] }]);

    const login = session.paths['/api/auth/login'].post;
    expect(login['x-acesso']).toBe('publico');
    expect(login.security).toEqual([{ csrf: [] }]);
    expect(session.paths['/api/saude'].get.security).toEqual([]);

    for (const item of Object.values(session.paths)) {
      for (const operation of Object.values(item)) {
        expect(['sessao', 'publico']).toContain(operation['x-acesso']);
        expect(operation.responses.default.$ref).toBe('#/components/responses/Erro');
      }
    }
  });

  it('describes bodies and query strings from the DTOs, and the envelopes', () => {
    const rgmCreate = session.paths['/api/fs/rgm'].post;
    expect(rgmCreate.requestBody?.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/CreateRgmDto',
    );
    expect(session.components.schemas.CreateRgmDto).toMatchObject({
      required: expect.arrayContaining(['inicio', 'fim']),
      properties: { inicio: { type: 'string' }, consolidado: { type: 'boolean' } },
    });
    // Nested DTOs come along.
    expect(session.components.schemas.SectionEditDto).toBeDefined();

    const rgmList = session.paths['/api/fs/rgm'].get;
    expect(rgmList.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining([
        'query:contratoId',
        'query:estado',
        'query:pagina',
        'query:porPagina',
      ]),
    );
    expect(rgmList.responses['200'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Sucesso' } },
    });
    // Ids read with @IdParam are UUIDs; other path parameters are plain text.
    expect(session.paths['/api/fs/rgm/{id}'].get.parameters).toContainEqual(
      expect.objectContaining({
        name: 'id',
        in: 'path',
        schema: { type: 'string', format: 'uuid' },
      }),
    );
    expect(session.paths['/api/dados/{entidade}'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'entidade', in: 'path', schema: { type: 'string' } }),
    );
    expect(session.paths['/api/fs/rgm/{id}/pdf'].get.responses['200'].content).toHaveProperty(
      'application/pdf',
    );
    expect(session.components.schemas.Erro.required).toEqual(['sucesso', 'codigo', 'erro']);
    // A route that answers outside the envelope says so.
    expect(session.paths['/api/openapi.json'].get.responses['200'].content).toEqual({
      'application/json': { schema: { type: 'object' } },
    });
    // Free-form filters of the records list.
    expect(
      session.paths['/api/dados/{entidade}'].get.parameters?.map((parameter) => parameter.name),
    ).toEqual(expect.arrayContaining(['entidade', 'pagina', 'porPagina', 'filtros']));
  });

  it('is built once, not on every request', async () => {
    const build = jest.spyOn(SwaggerModule, 'createDocument');
    try {
      const again = await request(app.getHttpServer()).get('/api/openapi.json').expect(200);
      expect(again.body).toEqual(session);
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });
});
