const MAX_DEPTH = 10;
const MAX_STRING = 2_000;
const MAX_ENTRIES = 200;

/**
 * The row as sent, made safe to keep in the import history (jsonb): nesting cut
 * at 10 levels, strings cut at 2,000 characters, at most 200 entries per object
 * or array, and NUL characters and lone UTF-16 surrogates (which jsonb refuses)
 * replaced by U+FFFD. Hostile rows are refused by validation; this keeps them from
 * breaking the history too.
 */
export function storableRow(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return storableText(
      value.length > MAX_STRING
        ? `${value.slice(0, MAX_STRING)}… [${value.length} caracteres]`
        : value,
    );
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[aninhamento profundo omitido]';
  if (Array.isArray(value))
    return value.slice(0, MAX_ENTRIES).map((item) => storableRow(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).slice(0, MAX_ENTRIES)) {
    copy[storableText(key.slice(0, 200))] = storableRow(
      (value as Record<string, unknown>)[key],
      depth + 1,
    );
  }
  return copy;
}

/** NUL and lone surrogates (a cut may split a pair, so this runs after any cut) as U+FFFD. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters replaced
const UNSTORABLE = /[\u0000\p{Cs}]/gu;
function storableText(text: string) {
  return text.replace(UNSTORABLE, '\uFFFD');
}
