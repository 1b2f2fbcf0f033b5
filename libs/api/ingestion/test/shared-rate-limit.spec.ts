import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { AppConfig } from '@campo/platform';
import { IngestionRateLimiter } from '../src/lib/rate-limit/ingestion-rate-limiter';
import { createIngestionApp, createTenant } from './support';

// Needs a Redis: runs where REDIS_URL is set (CI sets it when the machine has one).
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('rate limit shared through Redis (REDIS_URL)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let otherInstance: ThrottlerStorageRedisService;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp({ REDIS_URL: process.env.REDIS_URL! }));
    otherInstance = new ThrottlerStorageRedisService(process.env.REDIS_URL!);
  });
  afterAll(async () => {
    otherInstance.redis.disconnect();
    await app.close();
  });

  it('counts the requests another instance admitted: 60 a minute per token across instances', async () => {
    const tenant = await createTenant(app, db);
    const token = await tenant.issueToken({ entidades: ['incidente_seguranca'] });
    // A second API instance, with its own connection to the same Redis and the same key prefix.
    const secondLimiter = new IngestionRateLimiter(otherInstance, app.get(AppConfig));
    for (let i = 0; i < 40; i++)
      expect((await secondLimiter.hitToken(token.id)).blocked).toBe(false);

    const discover = () =>
      request(app.getHttpServer())
        .get('/api/ingestao-pub/entidades')
        .set('Authorization', `Bearer ${token.token}`);
    const first = await discover().expect(200);
    expect(first.headers['ratelimit-remaining']).toBe('19');
    for (let i = 0; i < 19; i++) await discover().expect(200);
    const blocked = await discover().expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await secondLimiter.hitToken(token.id)).blocked).toBe(true);
  });

  it('lets requests through when Redis is unreachable, rather than failing every integration', async () => {
    const unreachable = new ThrottlerStorageRedisService('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    const limiter = new IngestionRateLimiter(unreachable, app.get(AppConfig));
    expect(await limiter.hitToken('qualquer')).toMatchObject({ blocked: false });
    unreachable.redis.disconnect();
  });
});
