import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer: the three apps the API serves (admin,
 * technician PWA, client portal) run under it, and a JSON answer opened in a tab too.
 * Scripts only from this origin (Vite builds emit no inline script; the PWA registers its
 * worker from a file). Styles from this origin plus inline ones: React and ECharts set
 * `style` attributes, and the documents' editor adds `<style>` elements (without
 * 'unsafe-inline' the browser tests counted 10 violations on /documentos/:id). Images
 * from this origin, `data:` (icons, the logo setting) and `blob:` (photo previews, the
 * signature pad's picture); PDFs shown in the admin through `<object>` of a `blob:`; no
 * framing by anyone. Pages with a policy of their own (the QR codes' public page)
 * replace this header with a stricter one.
 */
export function contentSecurityPolicy(production: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'self'", 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'self'", 'blob:'],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'worker-src': ["'self'"],
    // Only where the public address is HTTPS: on http://localhost it would break every asset.
    'upgrade-insecure-requests': production ? [] : null,
  };
}

/**
 * Security headers on every answer (helmet): the CSP above, `X-Frame-Options: DENY` beside
 * `frame-ancestors 'none'` (older browsers), `X-Content-Type-Options: nosniff` (JSON
 * included), `Referrer-Policy: no-referrer` (no link's token leaves in a Referer), and HSTS
 * for a year in production only: a developer's http://localhost must never be pinned to
 * HTTPS.
 */
export function securityHeaders(options: { production: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(options.production),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Not includeSubDomains: other hosts under the company's domain are not ours to pin.
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    xContentTypeOptions: true,
  });
}
