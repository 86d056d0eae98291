import { INLINE_SCRIPT_HASH_SOURCES } from '../../src/app/inline-scripts.ts';

/**
 * Content-Security-Policy: everything from our own origin, no eval'd script and no inline script but the
 * entry loader every page carries and the bare home's first-visit move, allowed by their hashes (computed
 * here from the same text the renderer puts in the page), no inline style but the pages' stylesheet, by
 * its hash, no plugins, no framing, forms only to ourselves (see docs/decisions/0004-csp.md).
 * `styleSources`: the hashes of the built page template's inline stylesheet (`inlineStyleSources`), which
 * change with every build; without them, the policy of a server with no pages, and of Caddy's files.
 */
export function contentSecurityPolicy(styleSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_HASH_SOURCES.join(' ')}`,
    ["style-src 'self'", ...styleSources].join(' '),
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
}

/** The policy without the pages' stylesheet: Caddy's files (deploy/caddy/static.caddy), and a server with no pages. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

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

/** The type of a page: the only answers that carry the pages' inline stylesheet. */
const PAGE_CONTENT_TYPE = 'text/html';

/**
 * The security headers an answer of this `Content-Type` carries: a subresource's few, or all of them.
 * `pagePolicy`: the CSP of a page (`contentSecurityPolicy` with the pages' stylesheet); any other answer
 * (JSON, an image, a text file) has the policy Caddy sends with the files it serves.
 */
export function securityHeadersFor(
  contentType: string | null,
  pagePolicy: string = CONTENT_SECURITY_POLICY,
): Readonly<Record<string, string>> {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (SUBRESOURCE_CONTENT_TYPES.includes(type)) return SUBRESOURCE_SECURITY_HEADERS;
  if (type !== PAGE_CONTENT_TYPE || pagePolicy === CONTENT_SECURITY_POLICY) return SECURITY_HEADERS;
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': pagePolicy };
}

/** Sets the headers on any response, including error responses built elsewhere, by its type. */
export function applySecurityHeaders(headers: Headers, pagePolicy: string = CONTENT_SECURITY_POLICY): void {
  const wanted = securityHeadersFor(headers.get('Content-Type'), pagePolicy);
  // A download a browser might open in place (a client's PDF) keeps its sandbox: stricter than the site's.
  const sandboxed = /^sandbox(;|$)/.test(headers.get('Content-Security-Policy') ?? '');
  for (const name of Object.keys(SECURITY_HEADERS)) {
    if (sandboxed && name === 'Content-Security-Policy') continue;
    const value = wanted[name];
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  }
  headers.delete('X-Powered-By');
}
