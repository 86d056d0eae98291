import { API_CACHE_CONTROL, NO_STORE_PAGE_FILES, PAGE_FILES } from '../app.ts';
import { foreignQueryKeys } from '../../src/config/routes.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import { CONTENT_TYPES, IMMUTABLE_CACHE, IMMUTABLE_PREFIXES, SHORT_CACHE } from '../static-files.ts';

/** Where the app serves hashed, immutable files (one-year cache). */
const IMMUTABLE_PREFIX = IMMUTABLE_PREFIXES.map((prefix) => `${prefix}*`).join(' ');

/** Files of the build the app never serves as themselves: precompressed copies, pages by file name, Vite's manifest. */
const NOT_SERVED = ['*.html', '*.br', '*.gz', '/.vite/*'];

export const CADDY_STATIC_FILE = 'deploy/caddy/static.caddy';

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

/** The app's type for a file it has no entry for (static-files.ts). */
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part of the Caddy site that serves the built site itself (deploy/caddy/static.caddy), made from the
 * app's own tables (route table, security headers, cache policies, content types), so Caddy answers a page
 * or a file with the app's headers and bodies; everything else goes to the app. Pages are served only at
 * their canonical paths; other spellings, unknown paths and other methods reach the app (redirect, 404).
 *
 * Each kind of answer (a public page, a private page's shell, a hashed asset, another file) has its own
 * `handle` with one deferred `header` block of fixed values: a request runs one matcher list and one
 * header middleware, not one per content type and cache policy (which cost a third of the throughput).
 * Deferred, the values replace what file_server sets (its Vary and its own guess of the type).
 */
export function caddyStaticSite(): string {
  const pages = [...PAGE_FILES].map(([page, file]) => `\t${page} ${file}`);
  const privatePages = [...PAGE_FILES].filter(([, file]) => NO_STORE_PAGE_FILES.has(file)).map(([page]) => page);
  const publicPages = [...PAGE_FILES.keys()].filter((page) => !privatePages.includes(page));
  const types = Object.entries(CONTENT_TYPES).map(([extension, type]) => `\t~${escapeRegExp(extension)}$ ${quote(type)}`);
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `\t\t${name} ${quote(value)}`);
  const serve = (cacheControl: string, contentType: string) => [
    '\theader {',
    ...security,
    '\t\tVary Accept-Encoding',
    `\t\tCache-Control ${quote(cacheControl)}`,
    `\t\tContent-Type ${contentType}`,
    '\t\tdefer',
    '\t}',
    '\tfile_server {',
    '\t\tprecompressed br gzip',
    '\t}',
  ];
  const html = quote(CONTENT_TYPES['.html']!);
  // One `not` block per path and key: Caddy leaves none of them to the static handler.
  const foreign = foreignQueryKeys().flatMap(({ path, keys }) =>
    keys.flatMap((key) => ['\tnot {', `\t\tpath ${path}`, `\t\tquery ${key}=*`, '\t}']),
  );
  return `# GENERATED from the app's tables by server/deploy/caddy-static.ts: do not edit by hand.
# After changing a route, a header, a cache policy or a content type, regenerate:
#   npx tsx server/deploy/caddy-static.ts > ${CADDY_STATIC_FILE}
# Imported inside the site block by deploy/caddy/site.caddy.

map {path} {page_file} {
${pages.join('\n')}
}
map {path} {file_type} {
${types.join('\n')}
\tdefault ${quote(DEFAULT_CONTENT_TYPE)}
}
@page {
	method GET HEAD
	path ${publicPages.join(' ')}
}
@private_page {
	method GET HEAD
	path ${privatePages.join(' ')}
${foreign.join('\n')}
}
@asset {
	method GET HEAD
	path ${IMMUTABLE_PREFIX}
	file
	not path ${NOT_SERVED.join(' ')}
}
@file {
	method GET HEAD
	file
	not path ${IMMUTABLE_PREFIX} ${NOT_SERVED.join(' ')}
}

handle @page {
	rewrite * {page_file}
${serve(SHORT_CACHE, html).join('\n')}
}
handle @private_page {
	rewrite * {page_file}
${serve(API_CACHE_CONTROL, html).join('\n')}
}
handle @asset {
${serve(IMMUTABLE_CACHE, '{file_type}').join('\n')}
}
handle @file {
${serve(SHORT_CACHE, '{file_type}').join('\n')}
}
`;
}

if (process.argv[1]?.endsWith('caddy-static.ts')) process.stdout.write(caddyStaticSite());
