import { Logger } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { AppConfig } from '@campo/platform';

/**
 * Redis-backed counters when REDIS_URL is set, so every API instance enforces one
 * shared limit; otherwise undefined (@nestjs/throttler's in-memory storage) and a
 * log line says the limit is per instance.
 */
export function sharedRateLimitStorage(config: AppConfig) {
  const logger = new Logger('LimiteDeRequisicoes');
  if (!config.REDIS_URL) {
    logger.log('Sem REDIS_URL: o limite de requisições é contado por instância da API.');
    return undefined;
  }
  logger.log('Limite de requisições compartilhado entre instâncias via Redis.');
  return new ThrottlerStorageRedisService(config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
}
