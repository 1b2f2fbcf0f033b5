import { Body, Controller, Get, INestApplication, Post, Query, Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { Public, RequireSession } from '../common/access-policy';
import { IdParam, Paging } from '../common/request-params';
import { platformError } from '../common/app-exception';
import { buildSessionOpenApi } from './session-openapi';

const notFound = () => platformError('NAO_ENCONTRADO', 'Não encontrado.');

/** Two features that each call their body `ItemDto`, as two libs might. */
function featureController(path: string) {
  class ItemDto {
    @IsString()
    nome!: string;
  }
  @Controller(path)
  @RequireSession('ADMIN')
  class FeatureController {
    @Post()
    create(@Body() body: ItemDto) {
      return body;
    }
  }
  return FeatureController;
}

class ListItemsQueryDto {
  @IsOptional()
  @IsInt()
  ano?: number;
}

@Controller('itens')
class ItemsController {
  @RequireSession('ADMIN', 'SUPERVISOR')
  @Get()
  list(@Query() query: ListItemsQueryDto, @Paging() page: unknown) {
    return { query, page };
  }

  @RequireSession()
  @Get(':id')
  get(@IdParam('id', notFound) id: string) {
    return id;
  }

  @Public()
  @Post('contato')
  contact(@Body() body: Record<string, unknown>) {
    return body;
  }
}

async function appWith(controllers: Type[]): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    controllers,
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  app.setGlobalPrefix('api');
  await app.init();
  return app;
}

describe('buildSessionOpenApi', () => {
  it('describes access, query DTOs, paging, ids and free-form bodies', async () => {
    const app = await appWith([ItemsController]);
    const { paths } = buildSessionOpenApi(app);
    const list = paths['/api/itens'].get!;
    expect(list).toMatchObject({
      'x-acesso': 'sessao',
      'x-papeis': ['ADMIN', 'SUPERVISOR'],
      security: [{ sessao: [] }],
    });
    expect(list.parameters).toHaveLength(3);
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ano', in: 'query', schema: { type: 'integer' } }),
        expect.objectContaining({ name: 'pagina', in: 'query' }),
        expect.objectContaining({ name: 'porPagina', in: 'query' }),
      ]),
    );
    // A session route with no role list is open to every role.
    expect(paths['/api/itens/{id}'].get).toMatchObject({
      'x-papeis': ['ADMIN', 'SUPERVISOR', 'TECNICO'],
    });
    expect(paths['/api/itens/{id}'].get!.parameters).toEqual([
      expect.objectContaining({ name: 'id', schema: { type: 'string', format: 'uuid' } }),
    ]);
    const contact = paths['/api/itens/contato'].post!;
    expect(contact).toMatchObject({ 'x-acesso': 'publico', security: [{ csrf: [] }] });
    expect(contact.requestBody).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    await app.close();
  });

  it('refuses two different DTOs with one name, which would share a schema', async () => {
    const app = await appWith([featureController('a'), featureController('b')]);
    expect(() => buildSessionOpenApi(app)).toThrow('DTOs diferentes com o mesmo nome: ItemDto');
    await app.close();
  });
});
