import { describe, expect, it } from 'vitest';
import { scriptHashSource } from '../../src/app/inline-scripts.ts';
import { firstVisitScript } from '../../src/i18n/first-visit-script.ts';
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  SUBRESOURCE_SECURITY_HEADERS,
  securityHeadersFor,
} from './security-headers.ts';

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

describe('the security headers by type of answer', () => {
  it('gives scripts, stylesheets and fonts HSTS, nosniff and CORP only, and anything else (pages, JSON, images, unknown) all', () => {
    for (const type of ['text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'font/woff2'])
      expect(Object.keys(securityHeadersFor(type)).sort()).toEqual([
        'Cross-Origin-Resource-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
      ]);
    expect(securityHeadersFor('text/javascript')).toBe(SUBRESOURCE_SECURITY_HEADERS);
    for (const type of ['text/html; charset=utf-8', 'application/json; charset=utf-8', 'image/svg+xml', 'image/avif', null])
      expect(securityHeadersFor(type)).toBe(SECURITY_HEADERS);
  });
});
