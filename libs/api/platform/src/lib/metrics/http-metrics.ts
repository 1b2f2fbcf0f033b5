import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

/**
 * Times every request and counts it by method, route pattern (`/api/fs/rgm/:id/pdf`, never
 * the concrete path) and status. A request that matched no route is `sem_rota`.
 */
export function httpMetrics(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction) => {
    const stop = metrics.httpRequestSeconds.startTimer();
    response.once('finish', () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      stop({
        method: request.method,
        route: typeof route === 'string' ? route : 'sem_rota',
        status: String(response.statusCode),
      });
    });
    next();
  };
}
