import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from './raw-get';
import { startWholeApp } from './whole-app';

/**
 * Answers of the whole API: JSON above the threshold goes out compressed to a client
 * that accepts it, and as it is to one that does not; the public ingestion API's
 * answers are never compressed (their CPU cost on the hot path: docs/performance.md).
 */
describe('Compressed answers', () => {
  let app: NestExpressApplication;
  let server: Server;

  beforeAll(async () => {
    app = await startWholeApp();
    server = (app.getHttpServer() as Server).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(() => app.close());

  it('compresses a large JSON answer with brotli or gzip, as the client accepts', async () => {
    const plain = await rawGet(server, '/api/openapi.json', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString());
    expect(document.openapi).toBe('3.1.0');

    const brotli = await rawGet(server, '/api/openapi.json', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(document);

    const gzip = await rawGet(server, '/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(document);
  });

  it('sends a small answer as it is', async () => {
    const health = await rawGet(server, '/api/saude', 'gzip, br');
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the public ingestion API’s answers', async () => {
    const ingestion = await rawGet(server, '/api/ingestao-pub/openapi.json', 'gzip, deflate, br');
    expect(ingestion.status).toBe(200);
    expect(ingestion.body.length).toBeGreaterThan(1024);
    expect(ingestion.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(ingestion.body.toString()).openapi).toMatch(/^3\./);
  });
});
