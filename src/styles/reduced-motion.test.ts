import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const theme = readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');
/** The rule the stylesheet gives every element when reduced motion is preferred. */
const reduced = /@media \(prefers-reduced-motion: reduce\) \{[\s\S]*?\*::after \{([^}]*)\}/.exec(theme)?.[1] ?? '';

describe('reduced motion', () => {
  it('ends transitions at once, without giving every element a transition of its own', () => {
    // Every element's transition-property is `all` by default: any duration or delay given to every
    // element turns each change of style (the main element's padding on a navigation) into a
    // transition that lands a frame later, after a jump to a section has measured the page.
    expect(reduced).toMatch(/transition-duration: 0s !important;/);
    expect(reduced).toMatch(/transition-delay: 0s !important;/);
  });
});
