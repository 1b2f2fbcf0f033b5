import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { renderError } from './error-envelope';

/** The single exception filter: every error leaves the service in the envelope. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Erros');

  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    const rendered = renderError(exception);
    if (rendered.unexpected) {
      this.logger.error({ err: exception }, 'Falha inesperada ao processar a requisição');
    }
    if (response.headersSent) return;
    response.status(rendered.status).json(rendered.body);
  }
}
