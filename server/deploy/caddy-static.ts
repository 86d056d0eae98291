import { CONTENT_MEDIA_PREFIX } from '../../src/domain/content/index.ts';
import { SECURITY_HEADERS, SUBRESOURCE_CONTENT_TYPES, SUBRESOURCE_SECURITY_HEADERS } from '../http/security-headers.ts';
import { BUILD_PREFIX, CONTENT_TYPES, IMMUTABLE_CACHE, PUBLISHED_PREFIX, SHORT_CACHE } from '../site/static-files.ts';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The build's hashed, immutable files (one-year cache). */
const IMMUTABLE_PREFIX = `${BUILD_PREFIX}*`;
/**
 * Those Caddy serves itself: scripts, stylesheets and fonts, with a subresource's security headers (as
 * the app sends them, by type). Any other file the build might put there is left to the app.
 */
const SUBRESOURCE_EXTENSIONS = Object.entries(CONTENT_TYPES)
  .filter(([, type]) => SUBRESOURCE_CONTENT_TYPES.includes(type.split(';')[0]!))
  .map(([extension]) => extension.slice(1));
const ASSET_PATTERN = `^${escapeRegExp(BUILD_PREFIX)}[^/]+\\.(${SUBRESOURCE_EXTENSIONS.join('|')})$`;

// What Caddy never serves from the build: pages (the app renders the published version; paths ending in
// a slash keep the directories of `/` and `/en/` out), the content files (each version's, from the app),
// precompressed copies, Vite's manifest, and the studio's images (from the database).
const NOT_SERVED = ['*/', '*.html', `${PUBLISHED_PREFIX}*`, '*.br', '*.gz', '/.vite/*', `${CONTENT_MEDIA_PREFIX}*`];

export const CADDY_STATIC_FILE = 'deploy/caddy/static.caddy';

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** The app's type for a file it has no entry for (static-files.ts). */
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * The part of the Caddy site that serves the build's files itself (deploy/caddy/static.caddy), made from
 * the app's own tables (security headers, cache policies, content types), so Caddy answers a file with
 * the app's headers and bodies; everything else goes to the app: pages and content files (rendered from
 * the firm's published version, ADR 0036), the studio's images (`/media/c/*`, from the database), the API,
 * redirects, 404s.
 *
 * Each kind of answer (a hashed asset, another file) has its own `handle` with one deferred `header`
 * block of fixed values: a request runs one matcher list and one header middleware, not one per content
 * type and cache policy (which cost a third of the throughput). Deferred, the values replace what
 * file_server sets (its Vary and its own guess of the type).
 */
export function caddyStaticSite(): string {
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `\t~${escapeRegExp(extension)}$ ${quote(type)}`);
  const serve = (cacheControl: string, contentType: string, security: Readonly<Record<string, string>>) => [
    '\theader {',
    ...Object.entries(security).map(([name, value]) => `\t\t${name} ${quote(value)}`),
    '\t\tVary Accept-Encoding',
    `\t\tCache-Control ${quote(cacheControl)}`,
    `\t\tContent-Type ${contentType}`,
    '\t\tdefer',
    '\t}',
    '\tfile_server {',
    '\t\tprecompressed br gzip',
    '\t}',
  ];
  return `# GENERATED from the app's tables by server/deploy/caddy-static.ts: do not edit by hand.
# After changing a header, a cache policy or a content type, regenerate:
#   npx tsx server/deploy/caddy-static.ts > ${CADDY_STATIC_FILE}
# Imported inside the site block by deploy/caddy/site.caddy.

map {path} {file_type} {
${types.join('\n')}
\tdefault ${quote(DEFAULT_CONTENT_TYPE)}
}
@asset {
\tmethod GET HEAD
\tpath_regexp ${ASSET_PATTERN}
\tfile
\tnot path ${NOT_SERVED.join(' ')}
}
@file {
\tmethod GET HEAD
\tfile
\tnot path ${IMMUTABLE_PREFIX} ${NOT_SERVED.join(' ')}
}

handle @asset {
${serve(IMMUTABLE_CACHE, '{file_type}', SUBRESOURCE_SECURITY_HEADERS).join('\n')}
}
handle @file {
${serve(SHORT_CACHE, '{file_type}', SECURITY_HEADERS).join('\n')}
}
`;
}

if (process.argv[1]?.endsWith('caddy-static.ts')) process.stdout.write(caddyStaticSite());
