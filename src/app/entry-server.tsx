import { prerender } from 'react-dom/static';
import { resolvePath, type ResolvedRoute } from '../config/routes.ts';
import { App } from './app.tsx';
import { headFor, renderHead } from './head.ts';
import { ROUTE_MODULES } from './route-modules.ts';

export type RenderedPage = { route: ResolvedRoute; lang: string; head: string; html: string };

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let out = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out + decoder.decode();
}

/** Renders one path to HTML at build time, waiting for every lazy section to resolve. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const route = resolvePath(pathname);
  const module = await ROUTE_MODULES[route.id]();
  // An infinite chunk size keeps every Suspense boundary (lazy islands) inline: otherwise React outlines
  // boundaries over 12.8 kB into hidden segments revealed by inline scripts, which the CSP forbids.
  const { prelude } = await prerender(<App initial={{ pathname, route, Page: module.default }} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return { route, lang: route.lang, head: renderHead(headFor(route)), html: await streamToString(prelude) };
}

export { ROUTES, NOT_FOUND_FILES } from '../config/routes.ts';
export { absoluteUrl } from './head.ts';
