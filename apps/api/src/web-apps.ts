import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLIENT_PORTAL_PATH, TECHNICIAN_APP_PATH } from '@campo/contracts';

/**
 * Serves a built single-page app from the same origin as the API, so the session
 * cookie and the anti-CSRF header work without CORS. Hashed files under `assets/` are
 * cached for a year; everything else (index.html, the service worker, the manifest) is
 * revalidated on every load, so a new version reaches phones at their next opening.
 * Where the build left a brotli or gzip copy beside a file (`file.js.br`, `file.js.gz`:
 * tools/vite/precompress.ts), a client that accepts it gets that copy as it is, with
 * `Content-Encoding` and `Vary: Accept-Encoding`; other clients get the file itself.
 * Any GET under `mount` outside `/api` that is not a file gets `index.html`
 * (client-side routes). Returns the folder served, or undefined when there is none.
 */
function serveSpa(
  app: NestExpressApplication,
  folder: string,
  mount: '/' | `/${string}`,
): string | undefined {
  if (!folder) return undefined;
  const root = resolve(folder);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(indexHtml)) return undefined;
  const inside = (path: string) => mount === '/' || path === mount || path.startsWith(`${mount}/`);
  if (mount !== '/') {
    // `/tecnico` → `/tecnico/`: relative URLs and the worker's scope need the slash.
    app.use(
      mount,
      (request: express.Request, response: express.Response, next: express.NextFunction) =>
        request.originalUrl === mount ? response.redirect(301, `${mount}/`) : next(),
    );
  }
  app.use(
    mount,
    expressStaticGzip(root, {
      index: false,
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: {
        index: false,
        setHeaders: (response, path) =>
          response.setHeader(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          ),
      },
    }),
  );
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.path === '/api' ||
      request.path.startsWith('/api/') ||
      !inside(request.path)
    ) {
      return next();
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
  return root;
}

/**
 * The technician's app at `/tecnico/`, the client portal at `/portal/` and the admin app
 * at `/` (the admin last: its fallback would answer `/tecnico/…` with its own page).
 * Answers the folders served (undefined where there is none).
 */
export function serveWebApps(
  app: NestExpressApplication,
  folders: { admin: string; technician: string; portal?: string },
): { admin?: string; technician?: string; portal?: string } {
  const technician = serveSpa(app, folders.technician, TECHNICIAN_APP_PATH);
  const portal = serveSpa(app, folders.portal ?? '', CLIENT_PORTAL_PATH);
  const admin = serveSpa(app, folders.admin, '/');
  return { admin, technician, ...(portal ? { portal } : {}) };
}
