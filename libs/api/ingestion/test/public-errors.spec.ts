import { gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { generateToken } from '../src/lib/tokens/token-format';
import { createIngestionApp, createTenant, post } from './support';

/** Every error code of the public API, in the order the checks run. */
describe('ingestion API errors', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let token: string;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    tenant = await createTenant(app, db);
    token = (await tenant.issueToken({ entidades: ['incidente_seguranca'] })).token;
  });
  afterAll(() => app.close());

  const discover = (authorization?: string) => {
    const call = request(app.getHttpServer()).get('/api/ingestao-pub/entidades');
    return authorization === undefined ? call : call.set('Authorization', authorization);
  };

  it('TOKEN_AUSENTE without the Authorization header', async () => {
    const response = await discover().expect(401);
    expect(response.body).toMatchObject({ sucesso: false, codigo: 'TOKEN_AUSENTE' });
  });

  it('TOKEN_INVALIDO for a malformed, a made-up well-formed, or a non-Bearer token', async () => {
    for (const header of ['Bearer abc', `Bearer ${generateToken()}`, `Basic ${token}`]) {
      const response = await discover(header).expect(401);
      expect(response.body).toEqual({
        sucesso: false,
        codigo: 'TOKEN_INVALIDO',
        erro: 'Token inválido: não reconhecido.',
      });
    }
  });

  it('TOKEN_REVOGADO, TOKEN_INATIVO, TOKEN_EXPIRADO (with the date) and TOKEN_SEM_ESCOPO', async () => {
    const revoked = await tenant.issueToken();
    await tenant.adminApi().post(`/api/admin/tokens-ingestao/${revoked.id}/revogar`).expect(200);
    expect((await discover(`Bearer ${revoked.token}`).expect(401)).body.codigo).toBe(
      'TOKEN_REVOGADO',
    );

    const inactive = await tenant.issueToken();
    await tenant.adminApi().post(`/api/admin/tokens-ingestao/${inactive.id}/desativar`).expect(200);
    expect((await discover(`Bearer ${inactive.token}`).expect(401)).body.codigo).toBe(
      'TOKEN_INATIVO',
    );

    const expired = await tenant.issueToken({ expiraEm: '2026-01-15T12:00:00Z' });
    const expiredBody = (await discover(`Bearer ${expired.token}`).expect(401)).body;
    expect(expiredBody.codigo).toBe('TOKEN_EXPIRADO');
    expect(expiredBody.erro).toContain('15/01/2026');

    const empty = await tenant.issueToken({ entidades: [] });
    expect((await discover(`Bearer ${empty.token}`).expect(401)).body.codigo).toBe(
      'TOKEN_SEM_ESCOPO',
    );
  });

  it('checks revocation before inactivity and expiry', async () => {
    const both = await tenant.issueToken({ expiraEm: '2020-01-01T00:00:00Z' });
    await tenant.adminApi().post(`/api/admin/tokens-ingestao/${both.id}/desativar`).expect(200);
    expect((await discover(`Bearer ${both.token}`).expect(401)).body.codigo).toBe('TOKEN_INATIVO');
    await tenant.adminApi().post(`/api/admin/tokens-ingestao/${both.id}/revogar`).expect(200);
    expect((await discover(`Bearer ${both.token}`).expect(401)).body.codigo).toBe('TOKEN_REVOGADO');
  });

  it('ENTIDADE_DESCONHECIDA lists the existing entities; ENTIDADE_FORA_DO_ESCOPO lists the token’s', async () => {
    const unknown = await post(app, token, 'planeta', [{ codigo: 'x' }]).expect(404);
    expect(unknown.body.codigo).toBe('ENTIDADE_DESCONHECIDA');
    expect(unknown.body.entidadesExistentes).toContain('incidente_seguranca');

    const outside = await post(app, token, 'ativo_informacao', [{ codigo: 'x' }]).expect(403);
    expect(outside.body).toMatchObject({
      codigo: 'ENTIDADE_FORA_DO_ESCOPO',
      entidadesDoToken: ['incidente_seguranca'],
    });
    expect(outside.body.erro).toContain('existe');
  });

  it('CORPO_INVALIDO, LOTE_VAZIO and LOTE_GRANDE_DEMAIS with maximo and recebidas', async () => {
    const send = (body: unknown) =>
      request(app.getHttpServer())
        .post('/api/ingestao-pub/incidente_seguranca')
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
    for (const body of [
      [],
      { linhas: 'x' },
      { dados: [] },
      { linhas: [1] },
      { linhas: [{ codigo: 'a' }, null] },
      null,
    ]) {
      expect((await send(body).expect(400)).body.codigo).toBe('CORPO_INVALIDO');
    }
    expect((await send({ linhas: [] }).expect(400)).body.codigo).toBe('LOTE_VAZIO');
    const big = await send({
      linhas: Array.from({ length: 501 }, (_, i) => ({ codigo: `C${i}`, tipo: 'Integridade' })),
    }).expect(413);
    expect(big.body).toMatchObject({ codigo: 'LOTE_GRANDE_DEMAIS', maximo: 500, recebidas: 501 });
  });

  it('malformed JSON, wrong content type and bodies over 10 MiB answer in the envelope', async () => {
    const base = () =>
      request(app.getHttpServer())
        .post('/api/ingestao-pub/incidente_seguranca')
        .set('Authorization', `Bearer ${token}`);
    const malformed = await base()
      .set('Content-Type', 'application/json')
      .send('{"linhas": [')
      .expect(400);
    expect(malformed.body).toMatchObject({ sucesso: false, codigo: 'CORPO_INVALIDO' });
    expect(malformed.body.erro).toContain('não é um JSON válido');
    expect(
      (await base().set('Content-Type', 'text/csv').send('codigo,tipo').expect(415)).body.codigo,
    ).toBe('TIPO_DE_CONTEUDO_INVALIDO');
    const huge = JSON.stringify({
      linhas: [{ codigo: 'x', descricao: 'y'.repeat(10 * 1024 * 1024) }],
    });
    expect(
      (await base().set('Content-Type', 'application/json').send(huge).expect(413)).body.codigo,
    ).toBe('CORPO_GRANDE_DEMAIS');
  });

  it('accepts a gzip body, and answers 400 CORPO_INVALIDO for one that does not decompress', async () => {
    const post = () =>
      request(app.getHttpServer())
        .post('/api/ingestao-pub/incidente_seguranca')
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        // Send the bytes as they are (superagent would write a Buffer out as JSON).
        .serialize((body: unknown) => body as string);
    const batch = JSON.stringify({ linhas: [{ codigo: 'GZ-1', tipo: 'Integridade' }] });
    const sent = await post().send(gzipSync(batch)).expect(200);
    expect(sent.body.dados.resultados[0]).toMatchObject({ status: 'OK' });
    const corrupt = await post().send(batch).expect(400);
    expect(corrupt.body).toMatchObject({ sucesso: false, codigo: 'CORPO_INVALIDO' });
    expect(corrupt.body.erro).toContain('descompactado');
  });

  it('checks the token before the body: a malformed body without a token is TOKEN_AUSENTE', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/ingestao-pub/incidente_seguranca')
      .set('Content-Type', 'application/json')
      .send('{nope')
      .expect(401);
    expect(response.body.codigo).toBe('TOKEN_AUSENTE');
  });

  it('unknown routes under /api/ingestao-pub answer 404 in the envelope', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/ingestao-pub/nada/mais')
      .set('Authorization', `Bearer ${token}`)
      .expect(404);
    expect(response.body).toMatchObject({ sucesso: false, codigo: 'ROTA_NAO_ENCONTRADA' });
  });

  it('a session cookie does not open the ingestion API, and a token does not open session routes', async () => {
    await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Cookie', tenant.cookie)
      .expect(401);
    const response = await request(app.getHttpServer())
      .get('/api/admin/importacoes')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
    expect(response.body.codigo).toBe('NAO_AUTENTICADO');
    await request(app.getHttpServer())
      .get('/api/dados/incidente_seguranca')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
  });
});
