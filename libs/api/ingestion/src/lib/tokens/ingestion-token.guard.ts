import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AppException } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { applyRateLimit, IngestionRateLimiter } from '../rate-limit/ingestion-rate-limiter';
import { EntityRegistry } from '../registry/entity-registry';
import { TokenAuthService } from './token-auth.service';
import type { IngestionRequest } from './token-principal';

/**
 * Guards the public ingestion routes: token (missing, invalid, revoked, inactive,
 * expired, without scope), then the rate limit, then the entity in the path
 * (unknown → 404, outside the token's scope → 403). Body checks follow in the
 * controller, so every request meets the checks in the documented order.
 */
@Injectable()
export class IngestionTokenGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenAuthService,
    private readonly limiter: IngestionRateLimiter,
    private readonly registry: EntityRegistry,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<IngestionRequest>();
    const response = http.getResponse<Response>();

    let principal;
    try {
      principal = await this.tokens.authenticate(request.get('authorization'));
    } catch (error) {
      if (error instanceof AppException)
        applyRateLimit(response, await this.limiter.hitFailedAuth(request.ip));
      throw error;
    }
    request.ingestion = principal;
    request.tokenPrefix = principal.prefix;
    applyRateLimit(response, await this.limiter.hitToken(principal.tokenId));

    const entity = request.params?.entidade as string | undefined;
    if (entity !== undefined) {
      if (!this.registry.has(entity)) {
        throw ingestionError('ENTIDADE_DESCONHECIDA', `Entidade desconhecida: "${entity}".`, {
          entidadesExistentes: this.registry.names,
        });
      }
      if (!principal.entities.includes(entity)) {
        throw ingestionError(
          'ENTIDADE_FORA_DO_ESCOPO',
          `A entidade "${entity}" existe, mas está fora do escopo deste token.`,
          { entidadesDoToken: principal.entities },
        );
      }
    }
    return true;
  }
}
