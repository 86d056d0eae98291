import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWebFonts } from './web-fonts.ts';

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
