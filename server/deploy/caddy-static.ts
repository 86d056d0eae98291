import { API_CACHE_CONTROL, NO_STORE_PAGE_FILES, PAGE_FILES } from '../app.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import { CONTENT_TYPES, IMMUTABLE_CACHE, SHORT_CACHE } from '../static-files.ts';

/** Where the app serves hashed, immutable files (one-year cache). */
const IMMUTABLE_PREFIX = '/assets/*';

/** Files of the build the app never serves as themselves: precompressed copies, pages by file name, Vite's manifest. */
const NOT_SERVED = ['*.html', '*.br', '*.gz', '/.vite/*'];

export const CADDY_STATIC_FILE = 'deploy/caddy/static.caddy';

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/**
 * The part of the Caddy site that serves the built site itself (deploy/caddy/static.caddy), made from the
 * app's own tables (route table, security headers, cache policies, content types), so Caddy answers a page
 * or a file with the app's headers and bodies; everything else goes to the app. Pages are served only at
 * their canonical paths; other spellings, unknown paths and other methods reach the app (redirect, 404).
 */
export function caddyStaticSite(): string {
  const pages = [...PAGE_FILES].map(([page, file]) => `\t${page} ${file}`);
  // The account pages' shells are never stored by a cache. Caddy runs `header` before `rewrite`, so a page
  // is matched by its path; a file requested as itself, by the file's.
  const noStore = [
    ...[...PAGE_FILES].filter(([, file]) => NO_STORE_PAGE_FILES.has(file)).map(([page]) => page),
    ...NO_STORE_PAGE_FILES,
  ].join(' ');
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => ({
    matcher: `@type_${extension.slice(1)}`,
    extension,
    type,
  }));
  const headers = [...Object.entries(SECURITY_HEADERS).map(([name, value]) => `\t${name} ${quote(value)}`)];
  const serve = [
    '\theader {',
    ...headers.map((h) => `\t${h}`),
    '\t}',
    // Deferred: file_server adds its own Vary when it sends a precompressed copy; this replaces it, so
    // every answer carries exactly one, as the app's do.
    '\theader {',
    '\t\tVary Accept-Encoding',
    '\t\tdefer',
    '\t}',
    `\theader @immutable Cache-Control ${quote(IMMUTABLE_CACHE)}`,
    `\theader @revalidate Cache-Control ${quote(SHORT_CACHE)}`,
    `\theader @nostore Cache-Control ${quote(API_CACHE_CONTROL)}`,
    ...types.map(({ matcher, type }) => `\theader ${matcher} Content-Type ${quote(type)}`),
    '\tfile_server {',
    '\t\tprecompressed br gzip',
    '\t}',
  ];
  return `# GENERATED from the app's tables by server/deploy/caddy-static.ts: do not edit by hand.
# After changing a route, a header, a cache policy or a content type, regenerate:
#   npx tsx server/deploy/caddy-static.ts > ${CADDY_STATIC_FILE}
# Imported inside the site block by deploy/caddy/site.caddy.

map {path} {page_file} {
${pages.join('\n')}
}
@page {
	method GET HEAD
	path ${[...PAGE_FILES.keys()].join(' ')}
}
@file {
	method GET HEAD
	file
	not path ${NOT_SERVED.join(' ')}
}
${types.map(({ matcher, extension }) => `${matcher} path *${extension}`).join('\n')}
@immutable path ${IMMUTABLE_PREFIX}
@revalidate not path ${IMMUTABLE_PREFIX} ${noStore}
@nostore path ${noStore}

handle @page {
	rewrite * {page_file}
${serve.join('\n')}
}
handle @file {
${serve.join('\n')}
}
`;
}

if (process.argv[1]?.endsWith('caddy-static.ts')) process.stdout.write(caddyStaticSite());
