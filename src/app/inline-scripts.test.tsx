import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedContent } from '../content/seed.ts';
import { firstVisitScript } from '../i18n/first-visit-script.ts';
import { pageDocument, renderPage } from './entry-server.tsx';
import { ENTRY_LOADER_SCRIPT, INLINE_SCRIPT_HASH_SOURCES, scriptHashSource } from './inline-scripts.ts';
import { paintFirstTemplate } from './page-template.ts';

/**
 * The page template as the build leaves it: Vite's module script and stylesheet at the end of <head>, then
 * made to paint first (the stylesheet inline, the entry loader), as `vite.config.ts` does.
 */
const TEMPLATE = paintFirstTemplate(
  readFileSync('index.html', 'utf8')
    .replace('<script type="module" src="/src/app/entry-client.tsx"></script>', '')
    .replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-0.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-0.css">\n</head>',
    ),
  () => 'body{margin:0}',
);
const LOADER = `<script>${ENTRY_LOADER_SCRIPT}</script>`;
const HREF = '/content/0123456789abcdef0123.json';

describe('inline scripts in the rendered pages (ADR 0004)', () => {
  it('puts the first-visit script on the bare home only, first in <head>, before any stylesheet', async () => {
    const home = await renderPage('/', seedContent(), HREF);
    const html = pageDocument(TEMPLATE, '/', home, { head: home.head, inlineScript: true });
    const tag = `<script>${firstVisitScript()}</script>`;
    expect(html.split(tag)).toHaveLength(2);
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('<title>'));
    // A preview of the home leaves it out: staff see the language they asked for.
    expect(pageDocument(TEMPLATE, '/', home, { head: home.head, inlineScript: false })).not.toContain(tag);

    const en = await renderPage('/en/', seedContent(), HREF);
    const enHtml = pageDocument(TEMPLATE, '/en/', en, { head: en.head, inlineScript: true });
    expect(enHtml).not.toContain(tag);
    // Every page carries the entry loader, once.
    expect(enHtml.split(LOADER)).toHaveLength(2);
    expect(html.split(LOADER)).toHaveLength(2);
  });

  it('refuses any other inline script, and the first-visit script on any other page', async () => {
    const home = await renderPage('/', seedContent(), HREF);
    const en = await renderPage('/en/', seedContent(), HREF);
    const withScript = (script: string) => TEMPLATE.replace('</body>', `<script>${script}</script></body>`);
    expect(() => pageDocument(withScript('alert(1)'), '/', home, { head: home.head, inlineScript: true })).toThrow(
      'Inline script in /',
    );
    expect(() => pageDocument(withScript('alert(1)'), '/en/', en, { head: en.head, inlineScript: true })).toThrow(
      'Inline script in /en/',
    );
    // Another text in the place of the allowed one.
    expect(() => pageDocument(withScript('alert(1)'), '/', home, { head: home.head, inlineScript: false })).toThrow(
      'Inline script in /',
    );
    // The allowed text, twice on its own page, or once on another page.
    expect(() => pageDocument(withScript(firstVisitScript()), '/', home, { head: home.head, inlineScript: true })).toThrow(
      'Inline script in /',
    );
    expect(() => pageDocument(withScript(firstVisitScript()), '/en/', en, { head: en.head, inlineScript: true })).toThrow(
      'Inline script in /en/',
    );
    // A <style> element of the page's own (the CSP allows only the template's stylesheet).
    expect(() =>
      pageDocument(
        TEMPLATE,
        '/en/',
        { ...en, html: `${en.html}<style>body{display:none}</style>` },
        {
          head: en.head,
          inlineScript: true,
        },
      ),
    ).toThrow('Inline style element in /en/');
    // The entry loader twice.
    expect(() => pageDocument(withScript(ENTRY_LOADER_SCRIPT), '/en/', en, { head: en.head, inlineScript: true })).toThrow(
      'Inline script in /en/',
    );
    expect(() =>
      pageDocument(TEMPLATE.replace('<head>', '<head><script type="module">'), '/en/', en, {
        head: en.head,
        inlineScript: false,
      }),
    ).toThrow(/script in \/en\//);
  });

  it('gives the CSP the hash of exactly that text', () => {
    expect(INLINE_SCRIPT_HASH_SOURCES).toEqual([scriptHashSource(ENTRY_LOADER_SCRIPT), scriptHashSource(firstVisitScript())]);
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
