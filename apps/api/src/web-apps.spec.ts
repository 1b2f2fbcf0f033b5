import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
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
  return folder;
}

describe('serveWebApps: the admin at / and the technician app at /tecnico/', () => {
  let app: NestExpressApplication;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-apps-'));
    app = await NestFactory.create<NestExpressApplication>(PingModule, { logger: false });
    const served = serveWebApps(app, {
      admin: builtApp(root, 'admin'),
      technician: builtApp(root, 'technician'),
    });
    expect(served).toEqual({ admin: join(root, 'admin'), technician: join(root, 'technician') });
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
