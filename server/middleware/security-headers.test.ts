import { describe, expect, it } from 'vitest';
import { scriptHashSource } from '../../src/app/inline-scripts.ts';
import { firstVisitScript } from '../../src/i18n/first-visit-script.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

describe('the Content-Security-Policy (ADR 0004)', () => {
  it("allows scripts from the site and exactly one inline script, the bare home's first-visit move, by its hash", () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!, sources];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", scriptHashSource(firstVisitScript())]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|nonce-|strict-dynamic/);
  });
});
