import { describe, expect, it } from 'vitest';
import { nextPathAfterSignIn, signInPathFor } from './next-path.ts';

describe('where sign-in leads', () => {
  it('back to the private-area page the visitor came from', () => {
    expect(nextPathAfterSignIn('?next=%2Farea-privada%2Fcuenta', 'es')).toBe('/area-privada/cuenta');
    expect(nextPathAfterSignIn(new URL(`http://x${signInPathFor('/en/portal/requests', 'en')}`).search, 'en')).toBe(
      '/en/portal/requests',
    );
  });

  it('to the private area’s home for anything else: no open redirect, no public page, no other language', () => {
    for (const next of ['https://evil.example/', '//evil.example', '/aviso-legal', '/en/portal', '/area-privada/nada', ''])
      expect(nextPathAfterSignIn(`?next=${encodeURIComponent(next)}`, 'es')).toBe('/area-privada');
    expect(nextPathAfterSignIn('', 'en')).toBe('/en/portal');
    for (const next of ['/calculadoras/valoracion?x=1', '/calculadoras', '/\\evil.example/calculadoras/valoracion'])
      expect(nextPathAfterSignIn(`?next=${encodeURIComponent(next)}`, 'en')).toBe('/en/portal');
  });

  it('back to a calculator’s page with its scenario, to save it there', () => {
    const path = '/en/calculators/valuation?surfaceM2=120&district=salamanca';
    expect(nextPathAfterSignIn(new URL(`http://x${signInPathFor(path, 'en')}`).search, 'en')).toBe(path);
    expect(nextPathAfterSignIn(`?next=${encodeURIComponent('/calculadoras/plusvalia?a=1')}`, 'es')).toBe(
      '/calculadoras/plusvalia?a=1',
    );
  });
});
