import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/access-policy';
import { ShutdownState } from '../common/graceful-shutdown';
import { ok } from '../common/success';
import { DatabaseProbe } from './database-probe';

export interface HealthReport {
  status: 'ok' | 'degradado' | 'encerrando';
  banco: { status: 'ok' | 'indisponivel'; latenciaMs?: number };
}

/** Liveness and database status for load balancers and operators. */
@Controller('saude')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly shutdown: ShutdownState,
  ) {}

  @Public()
  @Get()
  async check(@Res({ passthrough: true }) response: Response) {
    if (this.shutdown.closing) {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        sucesso: false,
        codigo: 'SERVICO_INDISPONIVEL',
        erro: 'Instância em encerramento.',
        dados: { status: 'encerrando', banco: { status: 'ok' } } satisfies HealthReport,
      };
    }
    try {
      const dados: HealthReport = {
        status: 'ok',
        banco: { status: 'ok', latenciaMs: await this.database.latencyMs() },
      };
      return ok(dados);
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        sucesso: false,
        codigo: 'SERVICO_INDISPONIVEL',
        erro: 'Banco de dados indisponível.',
        dados: { status: 'degradado', banco: { status: 'indisponivel' } } satisfies HealthReport,
      };
    }
  }
}
