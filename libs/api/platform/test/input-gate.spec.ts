import { Body, Controller, Param, Post, Query } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';
import request from 'supertest';
import { IsCalendarDate, IsCalendarInstant, Public } from '../src';
import { createTestApp, XHR } from '../src/testing';

class ProbeItemDto {
  @IsString()
  nome!: string;
}

class ProbeDto {
  @IsOptional()
  @IsString()
  nome?: string;

  @IsOptional()
  @IsCalendarDate('inicio deve ser uma data AAAA-MM-DD')
  inicio?: string;

  @IsOptional()
  @IsCalendarInstant('em deve ser data e hora ISO 8601')
  em?: string;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProbeItemDto)
  itens?: ProbeItemDto[];
}

@Controller('teste-entrada')
class InputProbeController {
  @Public()
  @Post(':codigo')
  echo(
    @Param('codigo') codigo: string,
    @Query() query: Record<string, string>,
    @Body() body: ProbeDto,
  ) {
    return { sucesso: true, dados: { codigo, query, body, prototipo: Object.keys({}) } };
  }

  @Public()
  @Post('livre/objeto')
  free(@Body() body: Record<string, unknown>) {
    return { sucesso: true, dados: body };
  }
}

/**
 * The input gate in front of every session route: nesting limited before parsing,
 * text without NUL or lone surrogates, no prototype keys, and real calendar dates,
 * each refused with a 400 in the envelope that names the problem.
 */
describe('input gate', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ controllers: [InputProbeController] });
  });
  afterAll(() => app.close());

  const post = (path: string, body: string | object) =>
    request(app.getHttpServer())
      .post(path)
      .set(XHR)
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('refuses 20,000 levels of nesting on a public route with 400 CORPO_INVALIDO', async () => {
    const response = await post('/api/auth/definir-senha', nested(20_000)).expect(400);
    expect(response.body).toEqual({
      sucesso: false,
      codigo: 'CORPO_INVALIDO',
      erro: 'O corpo da requisição aninha listas e objetos em mais de 64 níveis.',
    });
    const inField = await post('/api/teste-entrada/a', `{"nome":${nested(65)}}`).expect(400);
    expect(inField.body.codigo).toBe('CORPO_INVALIDO');
  });

  it('lets 64 levels through to the DTO rules', async () => {
    const response = await post('/api/teste-entrada/a', `{"nome":${nested(63)}}`).expect(400);
    expect(response.body).toMatchObject({
      codigo: 'DADOS_INVALIDOS',
      detalhes: ['nome must be a string'],
    });
  });

  it('refuses a JSON body in another charset than UTF-8', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/teste-entrada/a')
      .set(XHR)
      .set('Content-Type', 'application/json; charset=utf-16le')
      .send(Buffer.from('{"nome":"a"}', 'utf16le'))
      .expect(415);
    expect(response.body.codigo).toBe('TIPO_DE_CONTEUDO_INVALIDO');
    for (const charset of ['utf-8', 'UTF-8']) {
      await request(app.getHttpServer())
        .post('/api/teste-entrada/a')
        .set(XHR)
        .set('Content-Type', `application/json; charset=${charset}`)
        .send('{"nome":"a"}')
        .expect(201);
    }
  });

  it('refuses NUL and lone surrogates in the body, the query and the path, naming the field', async () => {
    const cases: Array<[request.Test, string]> = [
      [
        post('/api/teste-entrada/a', { nome: 'a\u0000b' }),
        'nome: não pode conter o caractere nulo (U+0000)',
      ],
      [
        post('/api/teste-entrada/a', { itens: [{ nome: 'ok' }, { nome: '\ud800' }] }),
        'itens.1.nome: contém um caractere Unicode inválido (metade de um par substituto)',
      ],
      [
        post('/api/teste-entrada/a?busca=%00', {}),
        'busca: não pode conter o caractere nulo (U+0000)',
      ],
      [post('/api/teste-entrada/a%00b', {}), 'codigo: não pode conter o caractere nulo (U+0000)'],
      [
        post('/api/teste-entrada/livre/objeto', { texto: 'x\udc00' }),
        'texto: contém um caractere Unicode inválido (metade de um par substituto)',
      ],
    ];
    for (const [call, problem] of cases) {
      const response = await call;
      expect([response.status, response.body.codigo, response.body.detalhes]).toEqual([
        400,
        'DADOS_INVALIDOS',
        [problem],
      ]);
    }
  });

  it('keeps text with accents, emoji and line breaks', async () => {
    const response = await post('/api/teste-entrada/ação', { nome: 'Não 😀\nlinha' }).expect(201);
    expect(response.body.dados).toMatchObject({ codigo: 'ação', body: { nome: 'Não 😀\nlinha' } });
  });

  it('refuses prototype keys and pollutes nothing', async () => {
    for (const body of [
      '{"__proto__":{"poluido":true}}',
      '{"itens":[{"nome":"a","constructor":{"prototype":{"poluido":true}}}]}',
    ]) {
      const response = await post('/api/teste-entrada/a', body).expect(400);
      expect(response.body.codigo).toBe('DADOS_INVALIDOS');
    }
    const query = await post('/api/teste-entrada/a?__proto__=x', {}).expect(400);
    expect(query.body.detalhes).toEqual(['__proto__: nome de campo não permitido']);
    expect(({} as Record<string, unknown>).poluido).toBeUndefined();
  });

  it('accepts real calendar dates only', async () => {
    for (const inicio of ['2026-02-31', '9999-99-99', '2025-02-29', '0000-01-01', '2026-1-1']) {
      const response = await post('/api/teste-entrada/a', { inicio }).expect(400);
      expect(response.body.detalhes).toEqual(['inicio deve ser uma data AAAA-MM-DD']);
    }
    for (const inicio of ['2024-02-29', '2026-12-31'])
      await post('/api/teste-entrada/a', { inicio }).expect(201);
    for (const em of [
      '2026-02-30T10:00:00Z',
      '2026-W05',
      '0000-01-01T00:00:00Z',
      '+020000-01-01',
    ]) {
      const response = await post('/api/teste-entrada/a', { em }).expect(400);
      expect(response.body.detalhes).toEqual(['em deve ser data e hora ISO 8601']);
    }
    for (const em of ['2026-11-24T08:30:00-03:00', '2026-11-24'])
      await post('/api/teste-entrada/a', { em }).expect(201);
  });
});
