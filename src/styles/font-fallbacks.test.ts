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
