import express from 'express';
import request from 'supertest';
import { securityHeaders } from './security-headers';

function appWith(production: boolean) {
  const app = express();
  app.use(securityHeaders({ production }));
  app.get('/', (_request, response) => void response.json({ sucesso: true }));
  return app;
}

describe('securityHeaders', () => {
  it('sends HSTS for a year and upgrades insecure requests in production', async () => {
    const response = await request(appWith(true)).get('/').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('sends neither outside production, where the API runs on http://localhost', async () => {
    const response = await request(appWith(false)).get('/').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('allows no inline or evaluated script, and no framing, in either', async () => {
    for (const production of [true, false]) {
      const response = await request(appWith(production)).get('/');
      const policy: string = response.headers['content-security-policy'];
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1];
      expect(scripts).toBe("'self'");
      expect(policy).toContain("script-src-attr 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'self' blob:");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
