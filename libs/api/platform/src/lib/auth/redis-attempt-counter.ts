import Redis from 'ioredis';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { platformError } from '../common/app-exception';
import type { AttemptCount, AttemptCounter } from './attempt-counter';

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

const UNAVAILABLE =
  'O serviço que conta as tentativas de acesso não responde agora. Tente novamente em alguns instantes.';

/**
 * The counters in Redis (REDIS_URL), shared by every API instance. When Redis does not
 * answer, the caller gets 503 CONTADOR_INDISPONIVEL: a login is refused rather than let
 * through uncounted (the lockout would give way) or answered with a 500.
 */
export class RedisAttemptCounter implements AttemptCounter, OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  }

  private readonly logger = new Logger('LimiteDeTentativas');

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(
      await this.call(() =>
        this.redis.eval(HIT, 1, this.key(key), Math.max(1, Math.round(windowMs))),
      ),
    );
  }

  async release(key: string): Promise<void> {
    await this.call(() => this.redis.eval(RELEASE, 1, this.key(key)));
  }

  async reset(key: string): Promise<void> {
    await this.call(() => this.redis.del(this.key(key)));
  }

  async peek(key: string): Promise<AttemptCount> {
    const [count, ttl] = await this.call(() =>
      this.redis.multi().get(this.key(key)).pttl(this.key(key)).exec(),
    ).then((replies) => (replies ?? []).map(([error, value]) => (error ? null : value)));
    const live = Number(count ?? 0);
    return live > 0 && Number(ttl) > 0
      ? { count: live, resetInMs: Number(ttl) }
      : { count: 0, resetInMs: 0 };
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }

  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      this.logger.error(`Redis não respondeu ao contador de tentativas: ${String(error)}`);
      throw platformError('CONTADOR_INDISPONIVEL', UNAVAILABLE, { tenteNovamenteEm: 5 });
    }
  }

  private key(key: string) {
    return `${this.prefix}:tentativas:${key}`;
  }
}
