/** Reads a header that holds a whole number of seconds (`RateLimit-Reset`, `Retry-After`). */
function seconds(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (Number.isFinite(number)) return Math.max(0, number);
  // Retry-After may also be an HTTP date.
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** A little over the announced instant, so that a window the server rounds to the second has closed. */
const MARGIN_MS = 100;

/**
 * Spaces requests by what the server announces instead of discovering the limit with a 429:
 * with `RateLimit-Remaining` requests left until `RateLimit-Reset` seconds from now, the next
 * request waits `reset / (remaining + 1)`, so the allowance is spread evenly over the window
 * and the last slot is used as the window ends, never a burst that runs into the limit.
 * A `Retry-After` (on a 429 or a 503) holds every request until it has passed.
 */
export class RatePacer {
  private notBefore = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes the pacing headers of a response. */
  observe(headers: Headers) {
    const retryAfter = seconds(headers, 'retry-after');
    if (retryAfter !== undefined) {
      this.hold(retryAfter * 1000 + MARGIN_MS);
      return;
    }
    const remaining = Number(headers.get('ratelimit-remaining'));
    const reset = seconds(headers, 'ratelimit-reset');
    if (headers.get('ratelimit-remaining') === null || !Number.isFinite(remaining) || !reset)
      return;
    const spacing = (reset * 1000) / (Math.max(0, remaining) + 1);
    this.hold(remaining <= 0 ? spacing + MARGIN_MS : spacing);
  }

  /** How long the next request must wait, in milliseconds. */
  delay() {
    return Math.max(0, this.notBefore - this.now());
  }

  private hold(milliseconds: number) {
    this.notBefore = Math.max(this.notBefore, this.now() + milliseconds);
  }
}
