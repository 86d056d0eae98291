import { createFontStack } from '@capsizecss/core';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import { fromFile } from '@capsizecss/unpack/fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = import.meta.dirname;
const fallbacks = readFileSync(path.join(styles, 'font-fallbacks.css'), 'utf8');
const theme = readFileSync(path.join(styles, 'app.css'), 'utf8');

/** The families a stack lists, unquoted, in order. */
function stack(variable: string): string[] {
  const value = new RegExp(`${variable}:([^;]+);`).exec(theme)?.[1] ?? '';
  return value.split(',').map((family) => family.trim().replaceAll("'", ''));
}

describe('font stacks', () => {
  const faces = [...fallbacks.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]!);

  it.each([
    ['--font-sans', 'Source Sans 3 Variable'],
    ['--font-display', 'Cormorant Garamond Variable'],
  ])('%s tries the web font, then every metric-matched fallback of it, in the generated order', (variable, family) => {
    const own = faces.filter((face) => face.startsWith(`${family} Fallback `));
    expect(own.length).toBeGreaterThan(0);
    expect(stack(variable).slice(0, own.length + 1)).toEqual([family, ...own]);
  });
});

/**
 * The local fonts a Linux machine has (Debian's fonts-dejavu-core and fonts-liberation, which
 * scripts/ensure-system-deps.sh installs): each face that names one carries the overrides its own file
 * gives, so a Debian update of a font, or a face naming a font it was not measured on, fails here.
 */
describe('the fallback faces of the local fonts a Linux machine has', () => {
  const faces = [...fallbacks.matchAll(/@font-face \{([^}]+)\}/g)].map(([, body]) => ({
    family: /font-family: '([^']+)'/.exec(body!)![1]!,
    locals: [...body!.matchAll(/local\('([^']+)'\)/g)].map((m) => m[1]!),
    sizeAdjust: /size-adjust: ([\d.]+)%/.exec(body!)![1]!,
    ascent: /ascent-override: ([\d.]+)%/.exec(body!)![1]!,
  }));

  it.each([
    ['Source Sans 3 Variable', sourceSans3, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'DejaVu Sans'],
    ['Source Sans 3 Variable', sourceSans3, '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', 'Liberation Sans'],
    ['Cormorant Garamond Variable', cormorantGaramond, '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', 'DejaVu Serif'],
    [
      'Cormorant Garamond Variable',
      cormorantGaramond,
      '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
      'Liberation Serif',
    ],
  ])('%s over %s: the overrides of its file', async (family, metrics, file, local) => {
    const face = faces.find((f) => f.family.startsWith(`${family} Fallback `) && f.locals.includes(local));
    expect(face, `a fallback face of ${family} naming ${local}`).toBeDefined();
    const { fontFaces } = createFontStack([metrics, await fromFile(file)], { fontFaceFormat: 'styleObject' });
    const expected = fontFaces[0]!['@font-face'];
    expect(`${face!.sizeAdjust}%`).toBe(expected.sizeAdjust);
    expect(`${face!.ascent}%`).toBe(expected.ascentOverride);
  });
});
