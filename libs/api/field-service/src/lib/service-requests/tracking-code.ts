import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O nor U, so a code read aloud or copied by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/**
 * A request's tracking code: 20 characters of 100 random bits, what an anonymous
 * requester follows the request by instead of the company's sequential `SOL-n` (which
 * tells how many requests the company gets and lets the next one be guessed).
 */
export function newTrackingCode(): string {
  const bytes = randomBytes(13);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  // 104 random bits give 20 characters (100 bits); the last 4 bits are dropped.
  return code.slice(0, 20);
}

/** `7K2M9QXD4HJ8T1VZR5WA` → `7K2M-9QXD-4HJ8-T1VZ-R5WA`, as people read it. */
export function formatTrackingCode(code: string): string {
  return (code.match(/.{1,4}/g) ?? []).join('-');
}

/**
 * A code as typed or linked (any case, with dashes or spaces; O for 0 and I or L for 1,
 * as Crockford reads them), or null when it cannot be one.
 */
export function parseTrackingCode(input: string): string | null {
  if (input.length > 40) return null;
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE.test(code) ? code : null;
}

/** The tracking page's short address (`/q/acompanhar/<código>`), beside the QR pages'. */
export const REQUEST_TRACKING_PATH = '/q/acompanhar';

export function trackingUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${REQUEST_TRACKING_PATH}/${code}`;
}
