const REDACTED = '[redigido]';
/** A path segment that may be a bearer secret: 20+ URL-safe characters (base64url tokens are 43). */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{20,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Route words and entity names are lower case (`relatorios-publicos`, `ordem_de_servico`); a
 * 43-character token without a digit or a capital has odds of about 10⁻¹⁶.
 */
const ROUTE_WORD = /^[a-z_-]+$/;
/** Query parameters whose value is a secret or names one (`token`, `accessToken`, `token_id`). */
const SECRET_PARAM = /token/i;

/**
 * The URL as the access log writes it: every path segment shaped like a secret link's token
 * (the QR codes' `/q/<token>`, the e-mailed report's `/relatorios-publicos/<token>`, any
 * later one) and every `token=` query value become `[redigido]`, so whoever reads the logs
 * cannot open what the link opens. Record ids (UUIDs) and route words stay as they are.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split('/')
    .map((segment) => (isSecretShaped(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SECRET_PARAM.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

function isSecretShaped(segment: string) {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is logged as sent; it opens nothing.
  }
  return SECRET_SHAPE.test(decoded) && !UUID.test(decoded) && !ROUTE_WORD.test(decoded);
}
