import { WEBHOOK_RETRY_POLICY } from '@campo/contracts';

const HOUR_MS = 3_600_000;
/** The longest wait between two attempts. */
export const MAX_RETRY_MS = 6 * HOUR_MS;

/**
 * When the next attempt after failed attempt number `attempt` is due: `baseMs` × 2^(attempt − 1),
 * at most six hours, times a jitter in [0.8, 1.2) so endpoints that failed together do not
 * all come back at once. `random` is Math.random unless a test fixes it.
 */
export function nextAttemptAt(
  now: Date,
  attempt: number,
  baseMs: number,
  random: () => number = Math.random,
): Date {
  const delay = Math.min(MAX_RETRY_MS, baseMs * 2 ** (attempt - 1));
  return new Date(now.getTime() + delay * (0.8 + 0.4 * random()));
}

/** A delivery still without a 2xx this long after its window began is given up. */
export function windowClosed(windowStart: Date, now: Date): boolean {
  return now.getTime() - windowStart.getTime() >= WEBHOOK_RETRY_POLICY.janelaHoras * HOUR_MS;
}

/** An endpoint failing every delivery since `failingSince` is paused at `now`. */
export function failingTooLong(failingSince: Date | null, now: Date): boolean {
  return (
    failingSince !== null &&
    now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_POLICY.pausaAposDias * 24 * HOUR_MS
  );
}
