import { failingTooLong, MAX_RETRY_MS, nextAttemptAt, windowClosed } from './webhook-retry';

const now = new Date('2026-11-25T12:00:00Z');
const wait = (attempt: number, random: number) =>
  nextAttemptAt(now, attempt, 30_000, () => random).getTime() - now.getTime();

describe('webhook retry policy', () => {
  it('doubles the wait after each failure, within a ±20 % jitter', () => {
    expect(wait(1, 0.5)).toBe(30_000);
    expect(wait(2, 0.5)).toBe(60_000);
    expect(wait(5, 0.5)).toBe(480_000);
    expect(wait(1, 0)).toBe(24_000);
    expect(wait(1, 0.999)).toBeLessThan(36_000);
  });

  it('never waits more than six hours (plus jitter) between attempts', () => {
    expect(wait(30, 0.5)).toBe(MAX_RETRY_MS);
    expect(wait(200, 0.999)).toBeLessThan(MAX_RETRY_MS * 1.2);
  });

  it('gives a delivery up 72 hours after its window began', () => {
    const start = new Date(now.getTime() - 72 * 3_600_000);
    expect(windowClosed(start, now)).toBe(true);
    expect(windowClosed(new Date(start.getTime() + 1), now)).toBe(false);
  });

  it('pauses an endpoint failing for five days in a row', () => {
    const fiveDays = 5 * 24 * 3_600_000;
    expect(failingTooLong(null, now)).toBe(false);
    expect(failingTooLong(new Date(now.getTime() - fiveDays), now)).toBe(true);
    expect(failingTooLong(new Date(now.getTime() - fiveDays + 1000), now)).toBe(false);
  });
});
