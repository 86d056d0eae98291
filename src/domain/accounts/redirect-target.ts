/**
 * A redirect target taken from a request (a link's `callbackURL`, a page's `next`), issue 39. Browsers
 * and URL parsers disagree on what a target means once it holds a backslash, a tab or newline (dropped),
 * an encoded slash or a dot segment (`/.//evil.test` normalises to `//evil.test`, another host), so the
 * target is resolved as a browser would, against the site's origin, and only a path of that origin is kept:
 * its path and query alone, which no browser reads as another host.
 */

/** Characters a browser drops or reads as a slash before it resolves a URL (C0 controls, DEL, backslash). */
// eslint-disable-next-line no-control-regex
const AMBIGUOUS = /[\u0000-\u001f\u007f\\]/;
/**
 * A slash, backslash, control character or percent sign percent-encoded in the path: a server or proxy that
 * decodes it once more sees another path.
 */
const ENCODED_AMBIGUOUS = /%(?:2f|5c|25|[01][0-9a-f]|7f)/i;

/** A scheme without `//` (`https:evil.test`): relative to a page of that scheme, a host to others. */
const SCHEME_WITHOUT_AUTHORITY = /^[a-z][a-z\d+.-]*:(?!\/\/)/i;

/**
 * The path and query of `target` when it resolves, against `siteOrigin`, to a page of that origin; null
 * for anything else (another origin, a scheme of its own, a path a browser could read as `//host`).
 */
export function sameOriginPath(target: string, siteOrigin: string): string | null {
  if (AMBIGUOUS.test(target) || SCHEME_WITHOUT_AUTHORITY.test(target)) return null;
  let origin: string;
  let url: URL;
  try {
    origin = new URL(siteOrigin).origin;
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return null;
  const path = url.pathname;
  if (!path.startsWith('/') || path.startsWith('//') || ENCODED_AMBIGUOUS.test(path)) return null;
  return `${path}${url.search}`;
}
