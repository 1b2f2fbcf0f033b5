import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';
import { platformError } from '@campo/platform';

export const INGESTION_RATE_LIMIT = 60;
const WINDOW_MS = 60_000;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until a request will be admitted again (blocked) or the window frees a slot. */
  resetSeconds: number;
  blocked: boolean;
}

/**
 * 60 requests per rolling minute per token, and 60 authentication failures per
 * minute per client address (so guessing tokens is throttled too). Counters live
 * in @nestjs/throttler's storage: process memory for one instance, Redis when
 * several instances must share them.
 */
@Injectable()
export class IngestionRateLimiter {
  constructor(@Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage) {}

  hitToken(tokenId: string) {
    return this.hit(`ingestao:token:${tokenId}`);
  }

  hitFailedAuth(ip: string | undefined) {
    return this.hit(`ingestao:falha-auth:${ip ?? 'desconhecido'}`);
  }

  private async hit(key: string): Promise<RateLimitState> {
    const record = await this.storage.increment(key, WINDOW_MS, INGESTION_RATE_LIMIT, 0, 'ingestao');
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
