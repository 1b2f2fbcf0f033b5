import Redis from 'ioredis';
import type { OnModuleDestroy } from '@nestjs/common';
import type { AttemptCounter } from './attempt-counter';

/** INCR, and PEXPIRE on the window's first hit, in one script: Redis runs it atomically. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** DECR only a live key above zero: a key that expired meanwhile stays gone. */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** The counters in Redis (REDIS_URL), shared by every API instance. */
export class RedisAttemptCounter implements AttemptCounter, OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  }

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT, 1, this.key(key), Math.max(1, Math.round(windowMs))));
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }

  private key(key: string) {
    return `${this.prefix}:tentativas:${key}`;
  }
}
