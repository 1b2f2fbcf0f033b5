import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Ingestion token format: `ing_` + 30 random base62 characters + 6 base62
 * characters of the CRC32 of the random part (like GitHub's `ghp_` tokens).
 * A mistyped or made-up token fails the checksum and is refused without a
 * database round trip; secret scanners can recognise leaked ones.
 */
export const TOKEN_PREFIX = 'ing_';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;
/** How many leading characters identify a token in lists and logs (`prefixo`). */
export const DISPLAY_PREFIX_LENGTH = 12;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHAPE = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

export function generateToken(): string {
  let random = '';
  for (let index = 0; index < RANDOM_LENGTH; index++) random += BASE62[randomInt(62)];
  return `${TOKEN_PREFIX}${random}${checksum(random)}`;
}

/** Whether the string has the token's shape and a valid checksum. */
export function isWellFormedToken(token: string): boolean {
  if (!SHAPE.test(token)) return false;
  const random = token.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + RANDOM_LENGTH);
  return token.slice(-CHECKSUM_LENGTH) === checksum(random);
}

export function displayPrefix(token: string) {
  return token.slice(0, DISPLAY_PREFIX_LENGTH);
}

/** Only this digest is stored; comparisons are over fixed-length digests. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

function checksum(random: string) {
  let value = crc32(random);
  let encoded = '';
  for (let index = 0; index < CHECKSUM_LENGTH; index++) {
    encoded = BASE62[value % 62] + encoded;
    value = Math.floor(value / 62);
  }
  return encoded;
}
