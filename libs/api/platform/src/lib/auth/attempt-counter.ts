import { Logger, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { PostgresAttemptCounter } from './postgres-attempt-counter';
import { RedisAttemptCounter } from './redis-attempt-counter';

/**
 * Counters of attempts per key in a fixed window (login failures per account and per
 * address, password-reset requests): the port behind the lockouts. Each call is one
 * atomic step on the back end, so parallel attempts can never all read the same count.
 */
export interface AttemptCounter {
  /**
   * Adds one to the key's count and returns the count after it. The window starts with
   * the first hit; once it has passed, the next hit starts a new one at 1.
   */
  hit(key: string, windowMs: number): Promise<number>;
  /** Takes one back (a hit that turned out not to count); never below zero. */
  release(key: string): Promise<void>;
  /** Forgets the key (a success clears the account's failures). */
  reset(key: string): Promise<void>;
  /**
   * The key's count in its live window and how long until that window ends, without
   * counting anything (`{ count: 0, resetInMs: 0 }` for a key never hit or expired).
   */
  peek(key: string): Promise<AttemptCount>;
}

export interface AttemptCount {
  count: number;
  resetInMs: number;
}

export const ATTEMPT_COUNTER = Symbol('AttemptCounter');

/** PostgreSQL, or Redis when REDIS_URL is set, so that every API instance shares the counts. */
export const attemptCounterProvider: Provider = {
  provide: ATTEMPT_COUNTER,
  inject: [AppConfig, getDataSourceToken()],
  useFactory: (config: AppConfig, dataSource: DataSource): AttemptCounter => {
    const logger = new Logger('LimiteDeTentativas');
    if (config.REDIS_URL) {
      logger.log('Tentativas de login e pedidos de nova senha contados no Redis.');
      return new RedisAttemptCounter(config.REDIS_URL, config.RATE_LIMIT_PREFIX);
    }
    return new PostgresAttemptCounter(dataSource, config.RATE_LIMIT_PREFIX);
  },
};

/** One budget: at most `max` hits of `key` per window. */
export interface AttemptBudget {
  key: string;
  max: number;
}

/**
 * Takes one hit from every budget, or none: each hit is counted and checked in one
 * step, and when one budget is used up the hits already taken are given back. Of any
 * number of parallel callers, at most `max` get true per budget and window.
 */
export async function takeFromAll(
  counter: AttemptCounter,
  budgets: AttemptBudget[],
  windowMs: number,
): Promise<boolean> {
  const taken: string[] = [];
  for (const budget of budgets) {
    const count = await counter.hit(budget.key, windowMs);
    taken.push(budget.key);
    if (count > budget.max) {
      await Promise.all(taken.map((key) => counter.release(key)));
      return false;
    }
  }
  return true;
}
