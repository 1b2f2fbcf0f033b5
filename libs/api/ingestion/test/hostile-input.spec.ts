import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { generateToken } from '../src/lib/tokens/token-format';
import { createIngestionApp, createTenant } from './support';

/**
 * Hostile input over the public endpoints: every case answers with the
 * documented 4xx envelope or a per-row ERRO, never a 500, and the server keeps
 * serving (checked after each case).
 */
describe('hostile input', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let token: string;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    const tenant = await createTenant(app, db);
    token = (await tenant.issueToken({ entidades: ['incidente_seguranca', 'risco_corporativo'] }))
      .token;
  });
  afterAll(() => app.close());

  const raw = (body: string | Buffer, contentType = 'application/json') =>
    request(app.getHttpServer())
      .post('/api/ingestao-pub/incidente_seguranca')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', contentType)
      .send(body);
  const rows = (linhas: unknown[]) => raw(JSON.stringify({ linhas }));
  /** Exact bytes on the wire (supertest would re-encode a Buffer as JSON). */
  const bytes = async (body: Buffer) => {
    const server = app.getHttpServer();
    if (!server.listening)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/ingestao-pub/incidente_seguranca`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body,
    });
    return { status: response.status, body: await response.json() } as request.Response;
  };
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  const cases: Array<
    [string, () => PromiseLike<request.Response>, (response: request.Response) => void]
  > = [
    [
      '__proto__ key',
      () => raw('{"linhas":[{"codigo":"H1","tipo":"Integridade","__proto__":{"polluted":true}}]}'),
      rowStatus('OK'),
    ],
    [
      'constructor.prototype key',
      () =>
        rows([
          { codigo: 'H2', tipo: 'Integridade', constructor: { prototype: { polluted: true } } },
        ]),
      rowStatus('OK'),
    ],
    [
      '10,000 levels of nesting in a field',
      () => raw(`{"linhas":[{"codigo":"H3","tipo":"Integridade","titulo":${deep(10_000)}}]}`),
      rowStatus('ERRO'),
    ],
    [
      '10,000 levels of nesting as the body',
      () => raw(deep(10_000)),
      envelope(400, 'CORPO_INVALIDO'),
    ],
    [
      'a 1 MB string in a field',
      () => rows([{ codigo: 'H4', tipo: 'Integridade', titulo: 'x'.repeat(1_000_000) }]),
      rowStatus('ERRO'),
    ],
    [
      'NUL in text',
      () => rows([{ codigo: 'H5', tipo: 'Integridade', titulo: 'a\u0000b' }]),
      rowStatus('ERRO'),
    ],
    [
      'NUL in an unknown key',
      () => rows([{ codigo: 'H6', tipo: 'Integridade', ['x\u0000y']: 1 }]),
      rowStatus('OK'),
    ],
    [
      'invalid UTF-8 bytes in a key',
      () => bytes(Buffer.from([0x7b, 0x22, 0x6c, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])),
      envelope(400, 'CORPO_INVALIDO'),
    ],
    [
      'invalid UTF-8 inside a value',
      () =>
        bytes(
          Buffer.concat([
            Buffer.from('{"linhas":[{"codigo":"H7","tipo":"Integridade","titulo":"'),
            Buffer.from([0xc3, 0x28]),
            Buffer.from('"}]}'),
          ]),
        ),
      rowStatus('OK'),
    ],
    ['"1e309" as a number', () => riskRow({ probabilidade: '1e309' }), rowStatus('ERRO')],
    ['"NaN" as a number', () => riskRow({ probabilidade: 'NaN' }), rowStatus('ERRO')],
    ['" 3 " as a number', () => riskRow({ probabilidade: ' 3 ' }), rowStatus('OK')],
    [
      'NFD "Não"',
      () => rows([{ codigo: 'H8', tipo: 'Integridade', dadosPessoaisEnvolvidos: 'Na\u0303o' }]),
      rowStatus('OK'),
    ],
    [
      '29/02/2024 (valid)',
      () => rows([{ codigo: 'H9', tipo: 'Integridade', dataDeteccao: '29/02/2024' }]),
      rowStatus('OK'),
    ],
    [
      '29/02/2025 (invalid)',
      () => rows([{ codigo: 'H10', tipo: 'Integridade', dataDeteccao: '29/02/2025' }]),
      rowStatus('ERRO'),
    ],
    [
      '31/04/2026 (invalid)',
      () => rows([{ codigo: 'H11', tipo: 'Integridade', dataDeteccao: '31/04/2026' }]),
      rowStatus('ERRO'),
    ],
    [
      '501 rows',
      () => rows(Array.from({ length: 501 }, (_, i) => ({ codigo: `M${i}`, tipo: 'Integridade' }))),
      envelope(413, 'LOTE_GRANDE_DEMAIS'),
    ],
    [
      'an 11 MiB body',
      () =>
        raw(JSON.stringify({ linhas: [{ codigo: 'B', titulo: 'x'.repeat(11 * 1024 * 1024) }] })),
      envelope(413, 'CORPO_GRANDE_DEMAIS'),
    ],
    [
      'wrong content type',
      () => raw('codigo=1', 'application/x-www-form-urlencoded'),
      envelope(415, 'TIPO_DE_CONTEUDO_INVALIDO'),
    ],
    [
      'a token with a bad checksum',
      () =>
        request(app.getHttpServer())
          .get('/api/ingestao-pub/entidades')
          .set('Authorization', `Bearer ${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`),
      envelope(401, 'TOKEN_INVALIDO'),
    ],
    [
      'the token in the query string',
      () =>
        request(app.getHttpServer()).get(
          `/api/ingestao-pub/entidades?token=${token}&access_token=${token}`,
        ),
      envelope(401, 'TOKEN_AUSENTE'),
    ],
    ['an array body', () => raw('[{"linhas":[]}]'), envelope(400, 'CORPO_INVALIDO')],
    ['a number as a row', () => raw('{"linhas":[42]}'), envelope(400, 'CORPO_INVALIDO')],
  ];

  function riskRow(extra: Record<string, unknown>) {
    return request(app.getHttpServer())
      .post('/api/ingestao-pub/risco_corporativo')
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas: [{ codigo: `R-${Math.random()}`, titulo: 'Risco', ...extra }] });
  }

  it.each(cases)(
    '%s: a documented answer, never a 500, and the server keeps serving',
    async (_name, send, check) => {
      const response = await send();
      if (process.env.DEBUG_HOSTILE)
        console.log(_name, response.status, JSON.stringify(response.body).slice(0, 300));
      expect(response.status).toBeLessThan(500);
      check(response);
      await request(app.getHttpServer()).get('/api/saude').expect(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('refuses a lone surrogate as a row error naming the field, in preview and write, and stores other Unicode byte-identical', async () => {
    const text = 'Ação 😀 e\u0301 مرحبا 👩\u200d🔧 ẞ';
    // Escapes as a client's JSON encoder writes them: a lone surrogate cannot be sent as UTF-8.
    const body = `{"linhas":[
      {"codigo":"\\ud800","tipo":"Integridade"},
      {"codigo":"LS-2","tipo":"Integridade","descricao":"antes\\udc00depois"},
      {"codigo":"LS-3","tipo":"Integridade","titulo":${JSON.stringify(text)}}]}`;
    const send = (path: string) =>
      request(app.getHttpServer())
        .post(`/api/ingestao-pub/incidente_seguranca${path}`)
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(200);
    for (const path of ['/preview', '']) {
      const [surrogateKey, surrogateText, fine] = (await send(path)).body.dados.resultados;
      expect(surrogateKey).toMatchObject({ status: 'ERRO' });
      expect(surrogateKey.erros[0]).toMatch(/^codigo: não é Unicode válido.*\\uD800/);
      expect(surrogateText).toMatchObject({ status: 'ERRO' });
      expect(surrogateText.erros[0]).toMatch(/^descricao: não é Unicode válido.*\\uDC00/);
      expect(fine).toMatchObject({ status: 'OK' });
    }
    const [stored] = await db.query(
      `SELECT titulo, convert_to(titulo, 'UTF8') AS bytes FROM incidente_seguranca WHERE codigo = 'LS-3'`,
    );
    expect(stored.titulo).toBe(text);
    expect(Buffer.compare(stored.bytes, Buffer.from(text, 'utf8'))).toBe(0);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM incidente_seguranca WHERE codigo IN ('LS-2', '\uFFFD')`,
    );
    expect(count).toBe(0);
  });

  it('a token with a bad checksum is refused without a database query (a well-formed unknown one needs one)', async () => {
    const tokenQueries = async (authorization: string) => {
      const spy = jest.spyOn(Client.prototype, 'query');
      try {
        await request(app.getHttpServer())
          .get('/api/ingestao-pub/entidades')
          .set('Authorization', authorization)
          .expect(401);
        // A query is a text or, for prepared statements, a config object with the text.
        const textOf = (query: unknown) =>
          typeof query === 'string' ? query : String((query as { text?: unknown })?.text);
        return spy.mock.calls.filter(([query]) => textOf(query).includes('ingestion_tokens'))
          .length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await tokenQueries(`Bearer ing_${'a'.repeat(36)}`)).toBe(0);
    expect(await tokenQueries(`Bearer ${generateToken()}`)).toBe(1);
  });
});

function rowStatus(status: 'OK' | 'ERRO') {
  return (response: request.Response) => {
    expect(response.status).toBe(200);
    expect(response.body.dados.resultados[0].status).toBe(status);
  };
}

function envelope(status: number, codigo: string) {
  return (response: request.Response) => {
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ sucesso: false, codigo });
  };
}
