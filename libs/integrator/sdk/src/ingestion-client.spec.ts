import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IngestionApiError } from './errors';
import { IngestionClient } from './ingestion-client';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A stand-in for the API that answers as a script says, recording what it received. */
async function fakeApi(modo: 'UPSERT' | 'INSERT', batchHandlers: Handler[]) {
  const received: { path: string; key?: string; linhas: unknown[] }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/api/ingestao-pub/entidades') {
        response.end(
          JSON.stringify({
            sucesso: true,
            dados: {
              token: { nome: 'T', prefixo: 'ing_x', modo },
              maxLinhasPorRequisicao: 2,
              entidades: [],
            },
          }),
        );
        return;
      }
      const linhas = (JSON.parse(body) as { linhas: unknown[] }).linhas;
      received.push({
        path: request.url ?? '',
        key: request.headers['idempotency-key'] as string,
        linhas,
      });
      const handler = batchHandlers.shift() ?? ok;
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const ok: Handler = (_request, body, response) => {
  const linhas = (JSON.parse(body) as { linhas: { codigo?: string }[] }).linhas;
  const resultados = linhas.map((row, index) =>
    row.codigo
      ? { linha: index + 1, status: 'OK' }
      : { linha: index + 1, status: 'ERRO', erros: ['codigo: obrigatório'] },
  );
  const recusadas = resultados.filter((row) => row.status === 'ERRO').length;
  response.end(
    JSON.stringify({
      sucesso: true,
      dados: {
        entidade: 'e',
        modo: 'UPSERT',
        preview: false,
        loteId: 'l',
        totalLinhas: linhas.length,
        gravadas: linhas.length - recusadas,
        recusadas,
        duplicadas: 0,
        resultados,
      },
    }),
  );
};
const failWith =
  (status: number, headers: Record<string, string> = {}): Handler =>
  (_request, _body, response) => {
    response.writeHead(status, headers);
    response.end(JSON.stringify({ sucesso: false, codigo: 'ERRO_INTERNO', erro: 'falhou' }));
  };

const fast = { esperaInicialMs: 1, esperaMaximaMs: 5 };

describe('IngestionClient', () => {
  it('sends any number of rows in batches of the discovered size, results on the original lines', async () => {
    const api = await fakeApi('UPSERT', []);
    const client = new IngestionClient({ url: api.url, token: 't', ...fast });
    const summary = await client.enviar('e', [
      { codigo: 'A' },
      {},
      { codigo: 'C' },
      {},
      { codigo: 'E' },
    ]);
    await api.close();
    expect(api.received.map((request) => request.linhas.length)).toEqual([2, 2, 1]);
    expect(summary).toMatchObject({ totalLinhas: 5, gravadas: 3, recusadas: 2, lotes: 3 });
    expect(summary.linhasRecusadas.map((row) => row.linha)).toEqual([2, 4]);
    expect(new Set(api.received.map((request) => request.key)).size).toBe(3);
  });

  it('retries a 5xx with the same Idempotency-Key, so a write the server finished is replayed', async () => {
    const api = await fakeApi('INSERT', [failWith(503), failWith(500)]);
    const client = new IngestionClient({ url: api.url, token: 't', ...fast });
    const summary = await client.enviar('e', [{ codigo: 'A' }]);
    await api.close();
    expect(summary.gravadas).toBe(1);
    expect(api.received).toHaveLength(3);
    expect(new Set(api.received.map((request) => request.key)).size).toBe(1);
  });

  it('does not retry an INSERT write that carries no key: it could be stored twice', async () => {
    const api = await fakeApi('INSERT', [failWith(500)]);
    const client = new IngestionClient({ url: api.url, token: 't', ...fast });
    await expect(client.enviar('e', [{ codigo: 'A' }], { idempotencia: false })).rejects.toThrow(
      IngestionApiError,
    );
    await api.close();
    expect(api.received).toHaveLength(1);
  });

  it('waits out a 429 for its Retry-After and sends the batch again', async () => {
    const api = await fakeApi('UPSERT', [failWith(429, { 'retry-after': '1' })]);
    const waits: string[] = [];
    const client = new IngestionClient({
      url: api.url,
      token: 't',
      ...fast,
      aoEsperar: (wait) => waits.push(`${wait.motivo}:${Math.round(wait.ms / 100) * 100}`),
    });
    const started = Date.now();
    const summary = await client.enviar('e', [{ codigo: 'A' }]);
    await api.close();
    expect(summary.gravadas).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(waits).toEqual(['bloqueio:1100']);
  });

  it("types each product entity's rows (checked by the project's typecheck)", () => {
    const client = new IngestionClient({ url: 'http://127.0.0.1:1', token: 't' });
    const sends = [
      () =>
        client.enviar('ativo_informacao', [{ codigo: 'A', nome: 'Servidor', tipo: 'Hardware' }]),
      // @ts-expect-error `nome` is required in ativo_informacao
      () => client.enviar('ativo_informacao', [{ codigo: 'A' }]),
      // @ts-expect-error `tipo` takes the labels of its allowed values
      () => client.enviar('ativo_informacao', [{ codigo: 'A', nome: 'B', tipo: 'Ransomware' }]),
      // An entity the generated types do not know takes plain records.
      () => client.enviar('entidade_nova', [{ qualquer: 1 }]),
    ];
    expect(sends).toHaveLength(4);
  });

  it('reports an error the API gives with its codigo', async () => {
    const api = await fakeApi('UPSERT', [failWith(403)]);
    const client = new IngestionClient({ url: api.url, token: 't', ...fast });
    await expect(client.enviar('e', [{ codigo: 'A' }])).rejects.toMatchObject({
      status: 403,
      codigo: 'ERRO_INTERNO',
    });
    await api.close();
  });
});
