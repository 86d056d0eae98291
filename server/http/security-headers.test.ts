import { describe, expect, it } from 'vitest';
import { ENTRY_LOADER_SCRIPT, scriptHashSource, styleHashSource } from '../../src/app/inline-scripts.ts';
import { firstVisitScript } from '../../src/i18n/first-visit-script.ts';
import {
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  SECURITY_HEADERS,
  SUBRESOURCE_SECURITY_HEADERS,
  securityHeadersFor,
} from './security-headers.ts';

const directivesOf = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

describe('the Content-Security-Policy (ADR 0004)', () => {
  it("allows scripts from the site and exactly two inline scripts, the entry loader and the bare home's first-visit move, by their hashes", () => {
    const directives = directivesOf(CONTENT_SECURITY_POLICY);
    expect(directives.get('script-src')).toEqual([
      "'self'",
      scriptHashSource(ENTRY_LOADER_SCRIPT),
      scriptHashSource(firstVisitScript()),
    ]);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|nonce-|strict-dynamic/);
  });

  it("allows the pages' inline stylesheet by the hashes it is given, and nothing else changes", () => {
    const style = styleHashSource('body{color:red}');
    const policy = contentSecurityPolicy([style]);
    expect(directivesOf(policy).get('style-src')).toEqual(["'self'", style]);
    expect(policy.replace(` ${style}`, '')).toBe(CONTENT_SECURITY_POLICY);
    expect(securityHeadersFor('text/html; charset=utf-8', policy)['Content-Security-Policy']).toBe(policy);
    // Only a page carries the stylesheet: any other answer has the policy Caddy sends with its files.
    for (const type of ['application/json; charset=utf-8', 'image/svg+xml', 'text/plain; charset=utf-8', null])
      expect(securityHeadersFor(type, policy)).toBe(SECURITY_HEADERS);
    expect(securityHeadersFor('text/css', policy)).toBe(SUBRESOURCE_SECURITY_HEADERS);
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
