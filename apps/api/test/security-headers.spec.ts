import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveWebApps } from '../src/web-apps';
import { startWholeApp } from './whole-app';

/** A token of the shape the QR codes and the e-mailed links carry (32 random bytes, base64url). */
const TOKEN = 'Zq4F_b3x9-kW2mN8pL0sT6vY1cR5hJ7dE4gA2uI9oQk';

function builtApp(title: string) {
  const folder = mkdtempSync(join(tmpdir(), 'web-app-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><title>${title}</title><script type="module" src="./assets/app.js"></script>`,
  );
  writeFileSync(join(folder, 'assets', 'app.js'), 'export {};');
  return folder;
}

/**
 * The headers of every kind of answer of the whole API as main serves it (JSON, the three
 * web apps, the public pages opened by a secret link), and the access log of those links.
 */
describe('security headers and secret links', () => {
  let app: NestExpressApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await startWholeApp(
      { LOG_LEVEL: 'info' },
      {
        logs: { write: (line: string) => void lines.push(line) },
        beforeInit: (nest) =>
          serveWebApps(nest, {
            admin: builtApp('Painel'),
            technician: builtApp('Técnico'),
            portal: builtApp('Portal'),
          }),
      },
    );
  });
  afterAll(() => app?.close());

  const SECURE = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };

  it('sends the CSP, no framing, nosniff and Referrer-Policy on JSON and on the three apps', async () => {
    for (const [path, type] of [
      ['/api/saude', /json/],
      ['/', /html/],
      ['/cadastros/equipamentos', /html/],
      ['/tecnico/', /html/],
      ['/portal/', /html/],
      ['/tecnico/assets/app.js', /javascript/],
    ] as const) {
      const response = await request(app.getHttpServer()).get(path).expect(200);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers).toMatchObject(SECURE);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("worker-src 'self'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers a malformed % escape in the envelope, also where the apps are served', async () => {
    for (const path of ['/api/ordens/%E0%A4%A', '/tecnico/%E0%A4%A', '/%']) {
      const response = await request(app.getHttpServer()).get(path).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ sucesso: false, codigo: 'REQUISICAO_INVALIDA' });
    }
  });

  it('never lets a shared cache keep, nor a search engine list, what a secret link opens', async () => {
    const page = await request(app.getHttpServer())
      .get(`/q/${TOKEN}`)
      .set('Accept', 'text/html')
      .expect(404);
    const report = await request(app.getHttpServer())
      .get(`/api/fs/relatorios-publicos/${TOKEN}`)
      .expect(404);
    expect(report.body).toMatchObject({ sucesso: false });
    for (const response of [page, report]) {
      expect(response.headers).toMatchObject({
        ...SECURE,
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      });
    }
    // The QR page keeps its own, stricter policy.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('writes no secret link token to the access log', async () => {
    lines.length = 0;
    await request(app.getHttpServer()).get(`/q/${TOKEN}`).set('Accept', 'text/html');
    await request(app.getHttpServer()).get(`/api/qr/${TOKEN}`);
    await request(app.getHttpServer()).get(`/api/fs/relatorios-publicos/${TOKEN}`);
    await request(app.getHttpServer()).get(`/api/admin/importacoes/por-dia?token=${TOKEN}`);
    const access = lines.filter((line) => line.includes('"req"'));
    expect(access).toHaveLength(4);
    for (const line of access) {
      expect(line).not.toContain(TOKEN);
      expect(line).toContain('[redigido]');
    }
  });
});
