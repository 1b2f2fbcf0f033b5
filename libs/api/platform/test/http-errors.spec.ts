import { Controller, Get, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { listRoutes, Public, ShutdownState } from '../src';
import { createTestApp, XHR } from '../src/testing';

@Controller('teste-erros')
class ErrorProbeController {
  @Public()
  @Get('falha')
  fail(): never {
    throw new Error('segredo interno: senha=123 em /srv/app/arquivo.ts');
  }

  @Public()
  @Post('eco')
  echo() {
    return { sucesso: true, dados: null };
  }

  // Deliberately declares no access policy: the guard must deny it.
  @Get('sem-politica')
  undeclared() {
    return { sucesso: true, dados: 'não deveria chegar aqui' };
  }
}

describe('errors always leave in the envelope', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ controllers: [ErrorProbeController] });
  });
  afterAll(() => app.close());

  it('renders an unknown route as 404 ROTA_NAO_ENCONTRADA', async () => {
    const response = await request(app.getHttpServer()).get('/api/nao-existe').expect(404);
    expect(response.body).toEqual({
      sucesso: false,
      codigo: 'ROTA_NAO_ENCONTRADA',
      erro: 'Rota não encontrada.',
    });
  });

  it('renders an unexpected failure as 500 ERRO_INTERNO without internals', async () => {
    const response = await request(app.getHttpServer()).get('/api/teste-erros/falha').expect(500);
    expect(response.body.codigo).toBe('ERRO_INTERNO');
    expect(JSON.stringify(response.body)).not.toMatch(/segredo|senha=|\.ts|stack/);
  });

  it('renders malformed JSON as 400 JSON_INVALIDO', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/teste-erros/eco')
      .set(XHR)
      .set('Content-Type', 'application/json')
      .send('{"linhas": [1, 2,')
      .expect(400);
    expect(response.body).toEqual({
      sucesso: false,
      codigo: 'JSON_INVALIDO',
      erro: 'O corpo da requisição não é um JSON válido.',
    });
  });

  it('renders a body over 10 MiB as 413 CORPO_GRANDE_DEMAIS', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/teste-erros/eco')
      .set(XHR)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ texto: 'x'.repeat(10 * 1024 * 1024 + 10) }))
      .expect(413);
    expect(response.body).toMatchObject({ sucesso: false, codigo: 'CORPO_GRANDE_DEMAIS' });
  });

  it('renders a path with a malformed % escape as 400 REQUISICAO_INVALIDA in the envelope', async () => {
    for (const path of ['/api/ordens/%E0%A4%A', '/api/teste-erros/%', '/api/%C0%AF']) {
      const response = await request(app.getHttpServer()).get(path).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ sucesso: false, codigo: 'REQUISICAO_INVALIDA' });
    }
  });

  it('renders headers over the limit as 431 CABECALHOS_GRANDES_DEMAIS in the envelope', async () => {
    const server = app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status?: number; type?: string; body: string }>(
        (resolve, reject) => {
          httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/saude',
              headers: { cookie: `a=${'x'.repeat(20 * 1024)}` },
            },
            (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
              response.on('end', () =>
                resolve({
                  status: response.statusCode,
                  type: response.headers['content-type'],
                  body,
                }),
              );
            },
          )
            .on('error', reject)
            .end();
        },
      );
      expect(answer.status).toBe(431);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({
        sucesso: false,
        codigo: 'CABECALHOS_GRANDES_DEMAIS',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('sends the security headers on JSON answers and errors, and no HSTS outside production', async () => {
    for (const path of ['/api/saude', '/api/nao-existe']) {
      const response = await request(app.getHttpServer()).get(path);
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
      });
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('denies a route that declares no access policy, and the route inventory names it', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/teste-erros/sem-politica')
      .expect(403);
    expect(response.body).toEqual({
      sucesso: false,
      codigo: 'ROTA_SEM_POLITICA',
      erro: 'Acesso negado.',
    });
    const undeclared = listRoutes(app).filter((route) => !route.policy);
    expect(undeclared).toEqual([
      {
        method: 'GET',
        path: '/teste-erros/sem-politica',
        handler: 'ErrorProbeController.undeclared',
        policy: undefined,
        controller: ErrorProbeController,
        methodName: 'undeclared',
      },
    ]);
  });

  it('echoes a well-formed X-Request-Id and generates one otherwise', async () => {
    const given = await request(app.getHttpServer())
      .get('/api/saude')
      .set('X-Request-Id', 'abc-123')
      .expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await request(app.getHttpServer())
      .get('/api/saude')
      .set('X-Request-Id', 'não válido!')
      .expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports the database status on /api/saude, and 503 once the instance is shutting down', async () => {
    const response = await request(app.getHttpServer()).get('/api/saude').expect(200);
    expect(response.body).toMatchObject({
      sucesso: true,
      dados: { status: 'ok', banco: { status: 'ok' } },
    });
    app.get(ShutdownState).closing = true;
    try {
      const closing = await request(app.getHttpServer()).get('/api/saude').expect(503);
      expect(closing.body).toMatchObject({
        sucesso: false,
        codigo: 'SERVICO_INDISPONIVEL',
        dados: { status: 'encerrando' },
      });
    } finally {
      app.get(ShutdownState).closing = false;
    }
  });
});
