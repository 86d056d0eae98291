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

/** Sets the headers on any response, including error responses built elsewhere. */
export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  headers.delete('X-Powered-By');
}
