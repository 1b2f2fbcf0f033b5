import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { rawGet } from '../test/raw-get';
import { serveWebApps } from './web-apps';

@Controller('api/ping')
class PingController {
  @Get()
  ping() {
    return { sucesso: true, dados: 'pong' };
  }
}

@Module({ controllers: [PingController] })
class PingModule {}

/** A built app's files: its page, a hashed asset and (for the PWA) its worker. */
function builtApp(root: string, name: string) {
  const folder = join(root, name);
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(join(folder, 'assets', 'index-abc123.js'), `console.log('${name}')`);
  writeFileSync(join(folder, 'sw.js'), '// worker');
  // What tools/vite/precompress.ts leaves beside a large file.
  const script = join(folder, 'assets', 'main-def456.js');
  writeFileSync(script, largeScript(name));
  writeFileSync(`${script}.br`, brotliCompressSync(largeScript(name)));
  writeFileSync(`${script}.gz`, gzipSync(largeScript(name)));
  return folder;
}

function largeScript(name: string) {
  return `console.log('${name}');\n`.repeat(200);
}

describe('serveWebApps: the admin at /, the technician app at /tecnico/, the portal at /portal/', () => {
  let app: NestExpressApplication;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-apps-'));
    app = await NestFactory.create<NestExpressApplication>(PingModule, { logger: false });
    const served = serveWebApps(app, {
      admin: builtApp(root, 'admin'),
      technician: builtApp(root, 'technician'),
      portal: builtApp(root, 'portal'),
    });
    expect(served).toEqual({
      admin: join(root, 'admin'),
      technician: join(root, 'technician'),
      portal: join(root, 'portal'),
    });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers each app’s client-side routes with its own page, revalidated on every load', async () => {
    const technician = await request(app.getHttpServer()).get('/tecnico/os/123').expect(200);
    expect(technician.text).toContain('<title>technician</title>');
    expect(technician.headers['cache-control']).toBe('no-cache');
    const admin = await request(app.getHttpServer()).get('/ordens/123').expect(200);
    expect(admin.text).toContain('<title>admin</title>');
    const portal = await request(app.getHttpServer()).get('/portal/unidades/123').expect(200);
    expect(portal.text).toContain('<title>portal</title>');
    await request(app.getHttpServer()).get('/portal').expect(301).expect('Location', '/portal/');
  });

  it('sends /tecnico to /tecnico/, where the worker’s scope starts', async () => {
    await request(app.getHttpServer()).get('/tecnico').expect(301).expect('Location', '/tecnico/');
  });

  it('serves the worker never cached and hashed assets for a year', async () => {
    const worker = await request(app.getHttpServer()).get('/tecnico/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const asset = await request(app.getHttpServer())
      .get('/tecnico/assets/index-abc123.js')
      .expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toContain("'technician'");
  });

  it('sends the build’s brotli or gzip copy to a client that accepts it, the file itself otherwise', async () => {
    const server = (app.getHttpServer() as Server).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const path = '/tecnico/assets/main-def456.js';
      const brotli = await rawGet(server, path, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(largeScript('technician'));

      const gzip = await rawGet(server, '/assets/main-def456.js', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(largeScript('admin'));

      const identity = await rawGet(server, path, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(identity.body.toString()).toBe(largeScript('technician'));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('leaves /api to the API, even a route that does not exist', async () => {
    await request(app.getHttpServer())
      .get('/api/ping')
      .expect(200, { sucesso: true, dados: 'pong' });
    const missing = await request(app.getHttpServer()).get('/api/nada');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<title>');
  });

  it('serves nothing for a folder without a built app', () => {
    expect(serveWebApps(app, { admin: join(root, 'missing'), technician: '' })).toEqual({
      admin: undefined,
      technician: undefined,
    });
  });
});
