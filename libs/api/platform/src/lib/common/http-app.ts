import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { json, raw, text } from 'express';
import { constants as zlibConstants } from 'node:zlib';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';
import { httpMetrics } from '../metrics/http-metrics';
import { Metrics } from '../metrics/metrics';
import { SessionOpenApi } from '../openapi/session-openapi';
import { platformError } from './app-exception';
import { answerClientErrors } from './client-errors';
import { renderError } from './error-envelope';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-depth';
import { securityHeaders } from './security-headers';

/** Largest JSON body accepted (a 500-row ingestion batch fits with room to spare). */
export const JSON_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * HTTP set-up shared by the API's main and the integration tests, so tests
 * exercise the same pipeline as production: security headers on every answer
 * (security-headers.ts), requests Node refuses answered in the envelope
 * (client-errors.ts), every route under `/api`, JSON
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
  /**
   * Path prefixes whose answers are never compressed: where compressing costs more CPU
   * on a hot path than the bytes it saves are worth (docs/performance.md).
   */
  uncompressedPrefixes?: string[];
  /**
   * Short public addresses answered by routes under the API's prefix (the QR codes'
   * `/q/…` by `/api/qr/…`): the path is rewritten before anything else reads it.
   */
  pathAliases?: ReadonlyArray<{ from: string; to: string }>;
  /**
   * Path prefixes of pages reached without login by a secret link (a token in the path:
   * public reports, the QR codes' page): every answer under them, errors included, carries
   * `Cache-Control: no-store` and `X-Robots-Tag: noindex, nofollow`, so no shared cache
   * keeps it and no search engine lists it.
   */
  unlistedPrefixes?: string[];
}

/**
 * Answers smaller than this go out as they are: below ~1 KB the encoding headers and
 * the compressor's set-up cost about what compression saves.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

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
  app.use(securityHeaders({ production: config.isProduction }));
  answerClientErrors(app.getHttpServer());
  app.use(refuseMalformedPaths);
  for (const alias of options.pathAliases ?? []) {
    app.use((request: Request, _response: Response, next: NextFunction) => {
      if (request.url.startsWith(alias.from))
        request.url = alias.to + request.url.slice(alias.from.length);
      next();
    });
  }
  app.use(unlisted(options.unlistedPrefixes ?? []));
  app.setGlobalPrefix('api');
  app.use(httpMetrics(app.get(Metrics)));
  app.use(compressAnswers(options.uncompressedPrefixes ?? []));
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
      verify: checkJsonBody,
    }),
  );
  app.use(cookieParser());
  app.use(renderMiddlewareErrors);
  app.get(SessionOpenApi).describe(app);
  return app;
}

/**
 * Compresses answers of a compressible type (JSON, HTML, CSV, SVG...) above
 * COMPRESSION_THRESHOLD_BYTES for clients that accept it (brotli, then gzip), at the
 * fastest levels: on the RGM of a 10,000-order month (4.96 MB of JSON) brotli 1 takes
 * 9.6 ms of CPU for 587 KB, against 39 ms for 483 KB at compression's default (4), and
 * gzip 1 16 ms against 33 ms at 6. Files the build already compressed pass untouched
 * (they carry their own Content-Encoding). Requests under `uncompressedPrefixes` skip
 * the middleware entirely.
 */
function compressAnswers(uncompressedPrefixes: string[]) {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    level: 1,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  if (uncompressedPrefixes.length === 0) return compress;
  return (request: Request, response: Response, next: NextFunction) =>
    uncompressedPrefixes.some((prefix) => request.originalUrl.startsWith(prefix))
      ? next()
      : compress(request, response, next);
}

function isJson(request: Request) {
  return /^application\/([\w.+-]*\+)?json\b/i.test(request.headers['content-type'] ?? '');
}

/**
 * Before the parser: a body that nests deeper than MAX_JSON_DEPTH is refused (400
 * CORPO_INVALIDO, see renderError), and so is one in another charset than UTF-8,
 * which the depth count reads byte by byte. The ingestion API's raw bodies do not
 * pass here: it parses them itself and answers per row.
 */
function checkJsonBody(_request: unknown, _response: unknown, body: Buffer, encoding: string) {
  if (!/^utf-?8$/i.test(encoding)) {
    throw Object.assign(new Error(`unsupported charset "${encoding}"`), {
      type: 'charset.unsupported',
    });
  }
  if (exceedsJsonDepth(body)) {
    throw Object.assign(new Error('JSON nested too deep'), {
      type: 'entity.too.deep',
      limit: MAX_JSON_DEPTH,
    });
  }
}

/** `Cache-Control: no-store` and `X-Robots-Tag: noindex, nofollow` under `prefixes` (see HttpAppOptions). */
function unlisted(prefixes: string[]) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (prefixes.some((prefix) => request.url.startsWith(prefix))) {
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    }
    next();
  };
}

/**
 * A path with a broken `%` escape (`/api/ordens/%E0%A4%A`) is refused before any router or
 * static-file handler tries to decode it (they answered 400 DADOS_INVALIDOS or a text/html
 * "URI malformed"): 400 REQUISICAO_INVALIDA.
 */
function refuseMalformedPaths(request: Request, response: Response, next: NextFunction) {
  try {
    decodeURIComponent(request.path);
  } catch {
    const rendered = renderError(
      platformError(
        'REQUISICAO_INVALIDA',
        'O endereço pedido tem um escape "%" malformado; codifique-o de novo (encodeURIComponent).',
      ),
    );
    response.status(rendered.status).json(rendered.body);
    return;
  }
  next();
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
