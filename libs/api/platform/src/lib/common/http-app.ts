import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { json, raw, text } from 'express';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { httpMetrics } from '../metrics/http-metrics';
import { Metrics } from '../metrics/metrics';
import { SessionOpenApi } from '../openapi/session-openapi';
import { renderError } from './error-envelope';

/** Largest JSON body accepted (a 500-row ingestion batch fits with room to spare). */
export const JSON_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * HTTP set-up shared by the API's main and the integration tests, so tests
 * exercise the same pipeline as production: every route under `/api`, JSON
 * bodies up to 10 MiB, cookies, proxy trust, pino as Nest's logger, and
 * body-parser failures rendered in the error envelope, and the OpenAPI document
 * of this application's session routes. Signals are handled by
 * handleShutdownSignals (main only).
 */
export interface HttpAppOptions {
  /**
   * Path prefixes whose routes read the body themselves: it arrives as the raw
   * string (same byte limit), so they can check authentication before parsing
   * and hash exactly what was sent.
   */
  rawBodyPrefixes?: string[];
  /** Path prefixes whose routes receive the body as bytes (file uploads), up to FILE_MAX_BYTES (at least 10 MiB). */
  binaryBodyPrefixes?: string[];
}

export function configureHttpApp(app: NestExpressApplication, options: HttpAppOptions = {}) {
  const rawBodyPrefixes = options.rawBodyPrefixes ?? [];
  const binaryBodyPrefixes = options.binaryBodyPrefixes ?? [];
  const wantsRawBody = (request: Request) =>
    [...rawBodyPrefixes, ...binaryBodyPrefixes].some((prefix) =>
      request.originalUrl.startsWith(prefix),
    );
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  app.use(httpMetrics(app.get(Metrics)));
  for (const prefix of rawBodyPrefixes)
    app.use(prefix, text({ type: () => true, limit: JSON_BODY_LIMIT }));
  // File uploads may be as large as the stored-file limit says (FILE_MAX_BYTES).
  const binaryLimit = Math.max(JSON_BODY_LIMIT, config.FILE_MAX_BYTES);
  for (const prefix of binaryBodyPrefixes)
    app.use(prefix, raw({ type: () => true, limit: binaryLimit }));
  app.use(
    json({
      limit: JSON_BODY_LIMIT,
      type: (request) => !wantsRawBody(request as Request) && isJson(request as Request),
    }),
  );
  app.use(cookieParser());
  app.use(renderMiddlewareErrors);
  app.get(SessionOpenApi).describe(app);
  return app;
}

function isJson(request: Request) {
  return /^application\/([\w.+-]*\+)?json\b/i.test(request.headers['content-type'] ?? '');
}

/** Errors raised by Express middleware (body parsing) before Nest's filter can see them. */
function renderMiddlewareErrors(
  error: unknown,
  _request: Request,
  response: Response,
  next: NextFunction,
) {
  if (response.headersSent) return next(error);
  const rendered = renderError(error);
  response.status(rendered.status).json(rendered.body);
}
