import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../common/access-policy';
import { ShutdownState } from '../common/graceful-shutdown';
import { ok } from '../common/success';
import { FileStorage, type StorageDriver } from '../files/file-storage';
import { DatabaseProbe } from './database-probe';

export interface HealthReport {
  status: 'ok' | 'degradado' | 'encerrando';
  banco: { status: 'ok' | 'indisponivel'; latenciaMs?: number };
  /** Where stored files live: `fs` (a folder of this instance) or `s3`. */
  armazenamento: { driver: StorageDriver };
}

/** Liveness and database status for load balancers and operators. */
@Controller('saude')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly shutdown: ShutdownState,
    private readonly storage: FileStorage,
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
        dados: {
          status: 'encerrando',
          banco: { status: 'ok' },
          armazenamento: this.storageReport(),
        } satisfies HealthReport,
      };
    }
    try {
      const dados: HealthReport = {
        status: 'ok',
        banco: { status: 'ok', latenciaMs: await this.database.latencyMs() },
        armazenamento: this.storageReport(),
      };
      return ok(dados);
    } catch {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return {
        sucesso: false,
        codigo: 'SERVICO_INDISPONIVEL',
        erro: 'Banco de dados indisponível.',
        dados: {
          status: 'degradado',
          banco: { status: 'indisponivel' },
          armazenamento: this.storageReport(),
        } satisfies HealthReport,
      };
    }
  }

  private storageReport() {
    return { driver: this.storage.driver };
  }
}
