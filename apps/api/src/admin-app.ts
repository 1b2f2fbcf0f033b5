import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Serves the built admin SPA at `/` from the same origin as the API, so the
 * session cookie and the anti-CSRF header work without CORS. Any GET outside
 * `/api` that is not a file gets `index.html` (client-side routes).
 * Returns the folder served, or undefined when there is none.
 */
export function serveAdminApp(app: NestExpressApplication, folder: string): string | undefined {
  if (!folder) return undefined;
  const root = resolve(folder);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  app.use(
    express.static(root, {
      index: false,
      setHeaders: (response, path) =>
        response.setHeader(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    }),
  );
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.path === '/api' ||
      request.path.startsWith('/api/')
    ) {
      return next();
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
  return root;
}
