import { Inject, Injectable, Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';
import { AppConfig, platformError } from '@campo/platform';

export const INGESTION_RATE_LIMIT = 60;
export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until a request will be admitted again (blocked) or the window frees a slot. */
  resetSeconds: number;
  blocked: boolean;
}

/**
 * 60 requests a minute per token, and 60 authentication failures a minute per
 * client address (so guessing tokens is throttled too); past the limit, the
 * caller is refused for a minute. Counters live in @nestjs/throttler's storage:
 * process memory for one instance, Redis (REDIS_URL) when several share them.
 */
@Injectable()
export class IngestionRateLimiter {
  private readonly logger = new Logger(IngestionRateLimiter.name);
  private lastFailureLog = 0;

  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  hitToken(tokenId: string) {
    return this.hit(`token:${tokenId}`);
  }

  hitFailedAuth(ip: string | undefined) {
    return this.hit(`falha-auth:${ip ?? 'desconhecido'}`);
  }

  /**
   * Counts one request. If the shared store is unreachable the request is let
   * through (fail open, logged at most once a minute): losing the limit for a
   * while is better than refusing every integration.
   */
  private async hit(key: string): Promise<RateLimitState> {
    let record;
    try {
      record = await this.storage.increment(
        `${this.config.RATE_LIMIT_PREFIX}:ingestao:${key}`,
        RATE_LIMIT_WINDOW_MS,
        INGESTION_RATE_LIMIT,
        RATE_LIMIT_WINDOW_MS,
        'ingestao',
      );
    } catch (error) {
      if (Date.now() - this.lastFailureLog > RATE_LIMIT_WINDOW_MS) {
        this.lastFailureLog = Date.now();
        this.logger.error(
          { err: error },
          'Armazenamento do limite de requisições indisponível; requisições liberadas sem limite',
        );
      }
      return {
        limit: INGESTION_RATE_LIMIT,
        remaining: INGESTION_RATE_LIMIT,
        resetSeconds: 60,
        blocked: false,
      };
    }
    return {
      limit: INGESTION_RATE_LIMIT,
      remaining: Math.max(0, INGESTION_RATE_LIMIT - record.totalHits),
      resetSeconds: Math.max(1, record.isBlocked ? record.timeToBlockExpire : record.timeToExpire),
      blocked: record.isBlocked,
    };
  }
}

/** Sets the `RateLimit-*` headers and, when blocked, throws the 429 with `Retry-After`. */
export function applyRateLimit(response: Response, state: RateLimitState) {
  response.setHeader('RateLimit-Limit', String(state.limit));
  response.setHeader('RateLimit-Remaining', String(state.remaining));
  response.setHeader('RateLimit-Reset', String(state.resetSeconds));
  if (state.blocked) {
    response.setHeader('Retry-After', String(state.resetSeconds));
    throw platformError(
      'LIMITE_DE_REQUISICOES',
      `Limite de ${state.limit} requisições por minuto excedido. Tente novamente em ${state.resetSeconds} s, de forma espaçada.`,
    );
  }
}
