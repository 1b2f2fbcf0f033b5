import { Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppConfig } from '../config/app-config';
import type { SessionPrincipal } from '../auth/session-principal';
import { redactUrl } from './redact-url';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Who made a request, as far as the request knows: a session user or a token. */
export interface RequestIdentity {
  session?: SessionPrincipal;
  /** Set by the ingestion guard: the prefix of the token used, never the token. */
  tokenPrefix?: string;
}

/**
 * Where the log lines go: standard output when null (the default); a test overrides this
 * provider to read the lines it writes.
 */
export const LOG_DESTINATION = Symbol('LOG_DESTINATION');

@Module({
  providers: [{ provide: LOG_DESTINATION, useValue: null }],
  exports: [LOG_DESTINATION],
})
class LogDestinationModule {}

/**
 * Structured JSON logs (pino). Every line written during a request carries its
 * request id (taken from a well-formed `X-Request-Id` header or generated, and
 * echoed back); one line per request adds status, duration and who called. URLs are
 * written with secret links' tokens redacted (redactUrl).
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      imports: [LogDestinationModule],
      inject: [AppConfig, LOG_DESTINATION],
      useFactory: (config: AppConfig, destination: DestinationStream | null) => ({
        pinoHttp: withDestination(destination, {
          level: config.LOG_LEVEL,
          genReqId: (request: IncomingMessage, response: ServerResponse) => {
            const header = request.headers['x-request-id'];
            const id =
              typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
            response.setHeader('X-Request-Id', id);
            return id;
          },
          customProps: (request: IncomingMessage) => {
            const { session, tokenPrefix } = request as IncomingMessage & RequestIdentity;
            return {
              ...(session ? { usuario: session.userId, empresa: session.companyId } : {}),
              ...(tokenPrefix ? { token: tokenPrefix } : {}),
            };
          },
          customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
            error || response.statusCode >= 500
              ? 'error'
              : response.statusCode >= 400
                ? 'warn'
                : 'info',
          serializers: {
            req: (request: { id: string; method: string; url: string }) => ({
              id: request.id,
              method: request.method,
              url: redactUrl(request.url),
            }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
          redact: ['req.headers.authorization', 'req.headers.cookie'],
        }),
        forRoutes: ['*path'],
      }),
    }),
  ],
})
export class LoggingModule {}

function withDestination<Options>(
  destination: DestinationStream | null,
  options: Options,
): Options | [Options, DestinationStream] {
  return destination ? [options, destination] : options;
}
