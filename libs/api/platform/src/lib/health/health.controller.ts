import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/access-policy';
import { ShutdownState } from '../common/graceful-shutdown';

export interface HealthReport {
  status: 'ok' | 'degradado' | 'encerrando';
  banco: { status: 'ok' | 'indisponivel'; latenciaMs?: number };
}

/** Liveness and database status for load balancers and operators. */
@Controller('saude')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const started = performance.now();
    try {
      await this.dataSource.query('SELECT 1');
      const dados: HealthReport = {
        status: 'ok',
        banco: { status: 'ok', latenciaMs: Math.round((performance.now() - started) * 10) / 10 },
      };
      return { sucesso: true, dados };
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
