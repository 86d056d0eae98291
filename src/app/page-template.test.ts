import { describe, expect, it } from 'vitest';
import { APP_ENTRY_META } from './entry-loader-script.ts';
import { ENTRY_LOADER_SCRIPT, styleHashSource } from './inline-scripts.ts';
import { checkerSafeStylesheet, inlineStyleSources, paintFirstTemplate, withoutEntry } from './page-template.ts';

const CSS = '.hero{color:#0f1a2a}@media (min-width:48rem){.hero{font-size:3rem}}';
const BUILT = `<!doctype html>
<html lang="<!--app-lang-->">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

describe('the page template made to paint first (issue 24)', () => {
  it('carries the stylesheet inline and names the entry for the loader instead of fetching either', () => {
    const read: string[] = [];
    const template = paintFirstTemplate(BUILT, (href) => (read.push(href), CSS));
    expect(read).toEqual(['/assets/index-Cd34.css']);
    expect(template).toContain(`<style>${CSS}</style>`);
    expect(template).toContain(`<meta name="${APP_ENTRY_META}" content="/assets/index-Ab12.js" />`);
    expect(template).toContain(`<script>${ENTRY_LOADER_SCRIPT}</script>`);
    // Nothing left for the browser to fetch before it paints.
    expect(template).not.toMatch(/<link rel="stylesheet"|<script[^>]*\ssrc=/);
    expect(template).toContain('<!--app-head-->');
  });

  it('refuses a template without exactly one stylesheet and one entry, and a stylesheet that would end its element', () => {
    const read = () => CSS;
    expect(() => paintFirstTemplate(BUILT.replace(/<link[^>]*>/, ''), read)).toThrow('0 stylesheet tags');
    expect(() => paintFirstTemplate(BUILT.replace(/(<link[^>]*>)/, '$1$1'), read)).toThrow('2 stylesheet tags');
    expect(() => paintFirstTemplate(BUILT.replace(/<script[^>]*><\/script>/, ''), read)).toThrow('0 entry module tags');
    expect(() => paintFirstTemplate(BUILT, () => '.a{content:"</style><script>alert(1)</script>"}')).toThrow('</style');
  });

  it("gives the CSP the hash of exactly the inlined stylesheet's text", () => {
    const template = paintFirstTemplate(BUILT, () => CSS);
    expect(inlineStyleSources(template)).toEqual([styleHashSource(CSS)]);
    expect(styleHashSource(CSS)).not.toBe(styleHashSource(`${CSS} `));
    expect(inlineStyleSources(BUILT)).toEqual([]);
  });
});

/** Tailwind's output, shortened: two registered variables, their fallback under a feature query, and a transition. */
const TAILWIND =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after{--tw-border-style:solid;--tw-gradient-from:#0000}}}' +
  '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.transition{transition-property:color,background-color,--tw-gradient-from,--tw-gradient-via,--tw-gradient-to,opacity}}' +
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}';

describe('the page template without its entry (a page the app does not hydrate)', () => {
  it('keeps the stylesheet and leaves out the entry and its loader', () => {
    const template = paintFirstTemplate(BUILT, () => CSS);
    const bare = withoutEntry(template);
    expect(bare).toContain(`<style>${CSS}</style>`);
    expect(bare).not.toContain('<script');
    expect(bare).not.toContain('app-entry');
  });

  it('refuses a template that has no entry to leave out', () => {
    expect(() => withoutEntry(BUILT)).toThrow('no entry');
  });
});

describe('the inline stylesheet the HTML checker passes (its CSS validator knows no @property)', () => {
  it("sets Tailwind's variables on every element instead of registering them, and keeps every other rule", () => {
    expect(checkerSafeStylesheet(TAILWIND)).toBe(
      '@layer properties{*,:before,:after{--tw-border-style:solid;--tw-gradient-from:#0000}}' +
        '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.transition{transition-property:color,background-color,opacity}}',
    );
    expect(checkerSafeStylesheet(CSS)).toBe(CSS);
  });

  it('refuses to drop registrations that have no fallback (borders and transforms would lose their initial values)', () => {
    expect(() => checkerSafeStylesheet('@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}')).toThrow(
      'no fallback',
    );
  });

  it('is what the template carries', () => {
    expect(paintFirstTemplate(BUILT, () => TAILWIND)).toContain(`<style>${checkerSafeStylesheet(TAILWIND)}</style>`);
  });
});
