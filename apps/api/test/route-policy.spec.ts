import type { NestExpressApplication } from '@nestjs/platform-express';
import { listRoutes } from '@campo/platform';
import { startWholeApp } from './whole-app';

/**
 * Default deny, proven: every route of the real application declares who may
 * call it (public, a session role, or an ingestion token). A new route without a
 * declaration makes this test fail and names the route.
 */
describe('route access policies', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startWholeApp();
  });
  afterAll(() => app.close());

  it('finds the application routes', () => {
    const paths = listRoutes(app).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'GET /auth/eu',
        'GET /saude',
        'POST /ingestao-pub/:entidade',
        'GET /admin/tokens-ingestao',
        'GET /qr/:token',
        'POST /qr/:token',
      ]),
    );
  });

  it('declares the QR code’s page, its form and the tracking page public (no login), the form without the CSRF header', () => {
    const policies = Object.fromEntries(
      listRoutes(app)
        .filter((route) => route.path.startsWith('/qr/'))
        .map((route) => [`${route.method} ${route.path}`, route.policy]),
    );
    expect(policies).toEqual({
      'GET /qr/:token': { kind: 'public' },
      'GET /qr/:token/privacidade': { kind: 'public' },
      'POST /qr/:token': { kind: 'public', form: true },
      'GET /qr/acompanhar/:codigo': { kind: 'public' },
      // The requester asks about their data by the tracking code, from a script (CSRF header).
      'POST /qr/acompanhar/:codigo/privacidade': { kind: 'public' },
    });
  });

  it('declares the sealed report’s verification page, its content and its check public, the check without the CSRF header', () => {
    const policies = Object.fromEntries(
      listRoutes(app)
        .filter((route) => route.path.startsWith('/fs/verificacao/'))
        .map((route) => [`${route.method} ${route.path}`, route.policy]),
    );
    expect(policies).toEqual({
      'GET /fs/verificacao/:codigo': { kind: 'public' },
      'GET /fs/verificacao/:codigo/conteudo.json': { kind: 'public' },
      'GET /fs/verificacao/:codigo/privacidade': { kind: 'public' },
      'POST /fs/verificacao/:codigo': { kind: 'public', form: true },
    });
  });

  it('has no route without a declared access policy', () => {
    const undeclared = listRoutes(app)
      .filter((route) => !route.policy)
      .map((route) => `${route.method} /api${route.path} (${route.handler})`);
    expect(undeclared).toEqual([]);
  });
});
