/** The deepest nesting of arrays and objects a JSON body of the session API may have. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the UTF-8 JSON text nests arrays and objects deeper than `limit`, found in
 * one pass over the bytes before anything parses them (class-transformer and
 * class-validator recurse, and overflow the stack on a body of 20,000 `[`). Brackets
 * inside strings do not count. Malformed text is left to the parser: this only
 * counts. Multi-byte UTF-8 sequences never contain these ASCII bytes.
 */
export function exceedsJsonDepth(body: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (byte === QUOTE) {
      index = closingQuote(body, index);
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Where the string opened at `start` ends (the end of the body if it never does),
 * found by the native `indexOf`: a quote closes it unless an odd run of backslashes
 * escapes it. Most of a body's bytes are in its strings, so this is most of the speed.
 */
function closingQuote(body: Uint8Array, start: number): number {
  for (let quote = body.indexOf(QUOTE, start + 1); quote !== -1;) {
    let backslashes = 0;
    while (body[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = body.indexOf(QUOTE, quote + 1);
  }
  return body.length;
}
