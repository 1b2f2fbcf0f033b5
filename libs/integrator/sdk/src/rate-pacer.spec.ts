import { RatePacer } from './rate-pacer';

describe('RatePacer', () => {
  let now = 1_000_000;
  const pacer = () => new RatePacer(() => now);
  const headers = (values: Record<string, string>) => new Headers(values);

  it('spreads the remaining requests over the window instead of sending them at once', () => {
    const paced = pacer();
    paced.observe(headers({ 'ratelimit-remaining': '59', 'ratelimit-reset': '60' }));
    expect(paced.delay()).toBe(1000);
    paced.observe(headers({ 'ratelimit-remaining': '3', 'ratelimit-reset': '20' }));
    expect(paced.delay()).toBe(5000);
  });

  it('waits for the window to end when nothing remains', () => {
    const paced = pacer();
    paced.observe(headers({ 'ratelimit-remaining': '0', 'ratelimit-reset': '12' }));
    expect(paced.delay()).toBeGreaterThan(12_000);
    now += 12_500;
    expect(paced.delay()).toBe(0);
  });

  it('holds every request until Retry-After has passed', () => {
    const paced = pacer();
    paced.observe(
      headers({ 'retry-after': '30', 'ratelimit-remaining': '0', 'ratelimit-reset': '30' }),
    );
    expect(paced.delay()).toBeGreaterThanOrEqual(30_000);
  });

  it('does not wait when the server says nothing about limits', () => {
    const paced = pacer();
    paced.observe(headers({}));
    expect(paced.delay()).toBe(0);
  });
});
