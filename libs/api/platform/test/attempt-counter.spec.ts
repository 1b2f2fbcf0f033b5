import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { type AttemptCounter, takeFromAll } from '../src/lib/auth/attempt-counter';
import { PostgresAttemptCounter } from '../src/lib/auth/postgres-attempt-counter';
import { RedisAttemptCounter } from '../src/lib/auth/redis-attempt-counter';
import { createTestApp } from '../src/testing';

/**
 * One suite for every adapter of the lockout counter, each against its real server:
 * PostgreSQL always, Redis where REDIS_URL is set (as the shared rate-limit spec).
 */
let app: NestExpressApplication;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const adapters: Array<[string, () => AttemptCounter & { onModuleDestroy?(): void }]> = [
  [
    'PostgreSQL',
    () => new PostgresAttemptCounter(app.get<DataSource>(getDataSourceToken()), 'teste'),
  ],
];
if (process.env.REDIS_URL) {
  adapters.push(['Redis', () => new RedisAttemptCounter(process.env.REDIS_URL!, 'teste')]);
}

describe.each(adapters)('attempt counter on %s', (_name, open) => {
  let counter: ReturnType<typeof open>;
  beforeAll(() => {
    counter = open();
  });
  afterAll(() => counter.onModuleDestroy?.());

  const newKey = () => `chave-${randomUUID()}`;
  const MINUTE = 60_000;

  it('counts hits of a key one by one, apart from other keys', async () => {
    const key = newKey();
    expect(await counter.hit(key, MINUTE)).toBe(1);
    expect(await counter.hit(key, MINUTE)).toBe(2);
    expect(await counter.hit(newKey(), MINUTE)).toBe(1);
    expect(await counter.hit(key, MINUTE)).toBe(3);
  });

  it('gives every one of 30 parallel hits its own count', async () => {
    const key = newKey();
    const counts = await Promise.all(Array.from({ length: 30 }, () => counter.hit(key, MINUTE)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('starts a new window at 1 once the window has passed', async () => {
    const key = newKey();
    await counter.hit(key, 40);
    await counter.hit(key, 40);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await counter.hit(key, 40)).toBe(1);
  });

  it('releases one hit at a time, never below zero, and resets a key', async () => {
    const key = newKey();
    await counter.hit(key, MINUTE);
    await counter.hit(key, MINUTE);
    await counter.release(key);
    expect(await counter.hit(key, MINUTE)).toBe(2);
    await counter.release(key);
    await counter.release(key);
    await counter.release(key);
    expect(await counter.hit(key, MINUTE)).toBe(1);
    await counter.reset(key);
    expect(await counter.hit(key, MINUTE)).toBe(1);
    await counter.release(newKey());
  });

  it('peeks at a key without counting: its live count and when its window ends', async () => {
    const key = newKey();
    expect(await counter.peek(key)).toEqual({ count: 0, resetInMs: 0 });
    await counter.hit(key, MINUTE);
    await counter.hit(key, MINUTE);
    const seen = await counter.peek(key);
    expect(seen.count).toBe(2);
    expect(seen.resetInMs).toBeGreaterThan(MINUTE - 5_000);
    expect(seen.resetInMs).toBeLessThanOrEqual(MINUTE);
    expect(await counter.hit(key, MINUTE)).toBe(3);
    // A window of weeks (a known address) is more milliseconds than 32 bits hold.
    const long = newKey();
    await counter.hit(long, 30 * 86_400_000);
    expect((await counter.peek(long)).resetInMs).toBeGreaterThan(29 * 86_400_000);
    const short = newKey();
    await counter.hit(short, 40);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await counter.peek(short)).toEqual({ count: 0, resetInMs: 0 });
  });

  it('lets at most `max` of 30 parallel callers take from a budget, and takes all or nothing', async () => {
    const account = newKey();
    const addresses = Array.from({ length: 30 }, newKey);
    const granted = await Promise.all(
      addresses.map((address) =>
        takeFromAll(
          counter,
          [
            { key: address, max: 20 },
            { key: account, max: 5 },
          ],
          MINUTE,
        ),
      ),
    );
    expect(granted.filter(Boolean)).toHaveLength(5);
    // The refused callers gave their address's hit back: each address starts again at 1.
    const refused = addresses.filter((_, i) => !granted[i]);
    expect(await Promise.all(refused.map((key) => counter.hit(key, MINUTE)))).toEqual(
      refused.map(() => 1),
    );
    // And the account's count stayed at its limit.
    expect(await counter.hit(account, MINUTE)).toBe(6);
  });
});
