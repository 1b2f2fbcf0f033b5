/**
 * The file name a `Content-Disposition` header gives: the RFC 6266 `filename*`
 * (UTF-8, percent-encoded, used for names with accents) when present, else the
 * plain `filename`. Null without either, or when the name cannot be decoded.
 */
export function fileNameFrom(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended && /^utf-8$/i.test(extended[1].trim())) {
    try {
      return cleanName(decodeURIComponent(extended[2].trim()));
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return cleanName(quoted[1].replace(/\\(.)/g, '$1'));
  const token = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return token ? cleanName(token[1]) : null;
}

/** Only the last path segment: a name, never a place to save to. */
function cleanName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base || null;
}
