import { Injectable, INestApplication, Logger } from '@nestjs/common';

/** Whether the process is shutting down; the health check reports it so balancers stop routing here. */
@Injectable()
export class ShutdownState {
  closing = false;
}

/**
 * SIGTERM/SIGINT: report unhealthy at once, keep serving for `graceMs` (requests
 * already queued at the socket are accepted and balancers notice), then close the
 * server — which waits for the requests in progress — and the database, and exit.
 * A shutdown that hangs is cut after `timeoutMs`.
 */
export function handleShutdownSignals(app: INestApplication, graceMs: number, timeoutMs = 30_000) {
  const logger = new Logger('Encerramento');
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.get(ShutdownState).closing = true;
    logger.log(
      { sinal: signal, esperaMs: graceMs },
      'Encerrando: concluindo as requisições em andamento',
    );
    setTimeout(() => {
      logger.error('O encerramento passou do limite; saindo assim mesmo');
      process.exit(1);
    }, graceMs + timeoutMs).unref();
    await new Promise((resolve) => setTimeout(resolve, graceMs));
    await app.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, (received) => void shutdown(received));
}
