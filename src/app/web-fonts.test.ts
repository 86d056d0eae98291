import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONTS, loadWebFonts } from './web-fonts.ts';

/** A browser's FontFace, as far as loadWebFonts uses it: each face's load settles when the test says. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  settle!: (ok: boolean) => void;
  private readonly loading = new Promise<FakeFontFace>((resolve, reject) => {
    this.settle = (ok) => (ok ? resolve(this) : reject(new Error('NetworkError')));
  });
  constructor(readonly family: string) {
    FakeFontFace.made.push(this);
  }
  load() {
    return this.loading;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeFontFace.made = [];
});

function withFonts() {
  const added: string[] = [];
  vi.stubGlobal('FontFace', FakeFontFace);
  vi.stubGlobal('document', { fonts: { add: (face: FakeFontFace) => added.push(face.family) } });
  return added;
}

describe('loadWebFonts', () => {
  it('adds both faces to the document together, once both have loaded (one re-layout, not two)', async () => {
    const added = withFonts();
    const done = loadWebFonts();
    const [display, body] = FakeFontFace.made;
    display!.settle(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(added).toEqual([]);
    body!.settle(true);
    await done;
    expect(added).toEqual(['Cormorant Garamond Variable', 'Source Sans 3 Variable']);
  });

  it('leaves out a face that could not load, so its fallback stays', async () => {
    const added = withFonts();
    const done = loadWebFonts();
    FakeFontFace.made[0]!.settle(false);
    FakeFontFace.made[1]!.settle(true);
    await done;
    expect(added).toEqual(['Source Sans 3 Variable']);
  });
});

describe('the stylesheet’s faces for pages read without scripts', () => {
  const css = readFileSync(new URL('../styles/fonts.css', import.meta.url), 'utf8');
  const block = css.slice(css.indexOf('@media (scripting: none)'));
  const faces = [...block.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
    return {
      family: value('font-family')?.replaceAll("'", ''),
      file: /url\('[^']*\/([^'/]+)'\)/.exec(value('src') ?? '')?.[1],
      weight: value('font-weight'),
      display: value('font-display'),
    };
  });

  it('apply only where no script registers the faces', () => {
    expect(css).toContain('@media (scripting: none) {');
    expect(css.indexOf('@font-face')).toBeGreaterThan(css.indexOf('@media (scripting: none)'));
  });

  it('are the faces the script registers: the same families, files, weights and display', () => {
    expect(faces).toEqual(
      WEB_FONTS.map((font) => ({
        family: font.family,
        file: font.url.split('/').pop()!.replace(/\?.*$/, ''),
        weight: font.descriptors.weight,
        display: font.descriptors.display,
      })),
    );
  });
});
