const MAX_DEPTH = 10;
const MAX_STRING = 2_000;
const MAX_ENTRIES = 200;

/**
 * The row as sent, made safe to keep in the import history (jsonb): nesting cut
 * at 10 levels, strings cut at 2,000 characters, at most 200 entries per object
 * or array, and NUL characters (which PostgreSQL refuses) replaced. Hostile rows
 * are refused by validation; this keeps them from breaking the history too.
 */
export function storableRow(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const clean = value.replaceAll('\u0000', '\uFFFD');
    return clean.length > MAX_STRING
      ? `${clean.slice(0, MAX_STRING)}… [${clean.length} caracteres]`
      : clean;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[aninhamento profundo omitido]';
  if (Array.isArray(value))
    return value.slice(0, MAX_ENTRIES).map((item) => storableRow(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value).slice(0, MAX_ENTRIES)) {
    copy[key.replaceAll('\u0000', '\uFFFD').slice(0, 200)] = storableRow(
      (value as Record<string, unknown>)[key],
      depth + 1,
    );
  }
  return copy;
}
