import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import glyphs from './glyphs.json';

/** Every character the subset fonts keep. */
const KEPT = new Set<string>([...glyphs.extra]);
for (const [from, to] of glyphs.ranges) for (let c = from!; c <= to!; c++) KEPT.add(String.fromCodePoint(c));

/** Where visible copy lives: translation resources, long-form content and the site identity. */
const COPY_ROOTS = ['src/i18n', 'src/content', 'src/config/site.ts'];

function files(target: string): string[] {
  if (target.endsWith('.ts')) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(target, entry.name);
    return entry.isDirectory() ? files(full) : full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

describe('font subsets', () => {
  it('keep every character the copy uses (else run scripts/subset-fonts.mjs after adding it to glyphs.json)', () => {
    const missing = new Map<string, string>();
    for (const file of COPY_ROOTS.flatMap(files)) {
      for (const char of readFileSync(file, 'utf8')) {
        if (char !== '\n' && char !== '\t' && !KEPT.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    expect(
      [...missing].map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase()}) in ${file}`),
    ).toEqual([]);
  });
});
