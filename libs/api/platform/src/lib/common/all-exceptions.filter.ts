import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { Metrics } from '../metrics/metrics';
import { renderError } from './error-envelope';

/** The single exception filter: every error leaves the service in the envelope. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Erros');

  constructor(private readonly metrics: Metrics) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    const rendered = renderError(exception);
    if (rendered.unexpected) {
      this.logger.error({ err: exception }, 'Falha inesperada ao processar a requisição');
    }
    if (rendered.status === HttpStatus.TOO_MANY_REQUESTS) {
      this.metrics.rateLimitRejections.inc({ limite: rendered.body.codigo });
    }
    if (response.headersSent) return;
    // An error that says when to try again (`tenteNovamenteEm`, seconds) says it in HTTP too.
    // (Rendered errors too: a pool that gave no connection in time becomes SERVICO_OCUPADO.)
    const retryAfter = rendered.body['tenteNovamenteEm'];
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response.status(rendered.status).json(rendered.body);
  }
}
