import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { Public } from '../common/access-policy';
import { platformError } from '../common/app-exception';
import { AppConfig } from '../config/app-config';
import { Metrics } from './metrics';

/**
 * `GET /api/metricas` in the Prometheus text format. Open to loopback clients (a scraper
 * on the same machine); from anywhere else only with `Authorization: Bearer $METRICS_TOKEN`.
 * The client is `request.ip`, so behind a proxy (TRUST_PROXY) it is the real client, not
 * the proxy on loopback.
 */
@Controller('metricas')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  @ApiProduces('text/plain')
  @ApiOperation({
    description: 'Só para clientes locais, ou com `Authorization: Bearer` e o METRICS_TOKEN.',
  })
  async scrape(@Req() request: Request, @Res() response: Response) {
    if (!isLoopback(request.ip) && !this.hasToken(request.headers.authorization)) {
      throw this.config.METRICS_TOKEN
        ? platformError(
            'NAO_AUTENTICADO',
            'Métricas: envie Authorization: Bearer com o METRICS_TOKEN do servidor.',
          )
        : platformError(
            'ACESSO_NEGADO',
            'Métricas só para clientes locais: defina METRICS_TOKEN para coletá-las de outro endereço.',
          );
    }
    const text = await this.metrics.registry.metrics();
    // Written as is: Express's send() would rewrite the exposition format's content type.
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.end(text);
  }

  private hasToken(header: string | undefined) {
    const expected = this.config.METRICS_TOKEN;
    const match = /^Bearer (\S+)$/.exec(header ?? '');
    if (!expected || !match) return false;
    const given = Buffer.from(match[1]);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
}

function isLoopback(ip: string | undefined) {
  if (!ip) return false;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}
