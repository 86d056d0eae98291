import { INLINE_SCRIPT_HASH_SOURCES } from '../../src/app/inline-scripts.ts';

/**
 * Content-Security-Policy: everything from our own origin, no eval'd script and no inline script but the
 * bare home's first-visit move, allowed by its hash (computed here from the same text the renderer puts
 * in the page), no plugins, no framing, forms only to ourselves. The pages carry no inline style
 * (see docs/decisions/0004-csp.md).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_SCRIPT_HASH_SOURCES.join(' ')}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Two years, the preload list's expectation. */
const HSTS_MAX_AGE_S = 63_072_000;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * What a script, a stylesheet or a font needs of those: HSTS (any answer over HTTPS), `nosniff` (a script
 * or stylesheet is run only with its own type) and CORP (no other site embeds it). The rest governs a
 * document (its scripts, framing, referrer, features, window), which such a file never is: sent with each
 * of the 15–40 scripts a page loads, they cost 600 bytes a file (as counted by bench:size, issue 24).
 */
export const SUBRESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': SECURITY_HEADERS['Strict-Transport-Security']!,
  'X-Content-Type-Options': SECURITY_HEADERS['X-Content-Type-Options']!,
  'Cross-Origin-Resource-Policy': SECURITY_HEADERS['Cross-Origin-Resource-Policy']!,
};

/** The types of the build's hashed files (`/assets/`), which a browser never opens as a document. */
export const SUBRESOURCE_CONTENT_TYPES: readonly string[] = ['text/javascript', 'text/css', 'font/woff2'];

/** The security headers an answer of this `Content-Type` carries: a subresource's few, or all of them. */
export function securityHeadersFor(contentType: string | null): Readonly<Record<string, string>> {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return SUBRESOURCE_CONTENT_TYPES.includes(type) ? SUBRESOURCE_SECURITY_HEADERS : SECURITY_HEADERS;
}

/** Sets the headers on any response, including error responses built elsewhere, by its type. */
export function applySecurityHeaders(headers: Headers): void {
  const wanted = securityHeadersFor(headers.get('Content-Type'));
  for (const name of Object.keys(SECURITY_HEADERS)) {
    const value = wanted[name];
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  }
  headers.delete('X-Powered-By');
}
