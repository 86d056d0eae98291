import { describe, expect, it } from 'vitest';
import { HOSTILE_REDIRECT_TARGETS } from '../../tests/support/hostile-redirects.ts';
import { nextPathAfterSignIn, resumePath, signInPathFor } from './next-path.ts';

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
    for (const next of [...HOSTILE_REDIRECT_TARGETS, '/..//evil.test/area-privada', '/.//evil.test/calculadoras/valoracion'])
      expect(nextPathAfterSignIn(`?next=${encodeURIComponent(next)}`, 'es'), next).toBe('/area-privada');
  });

  it('back to a calculator’s page with its scenario, to save it there', () => {
    const path = '/en/calculators/valuation?surfaceM2=120&district=salamanca';
    expect(nextPathAfterSignIn(new URL(`http://x${signInPathFor(path, 'en')}`).search, 'en')).toBe(path);
    expect(nextPathAfterSignIn(`?next=${encodeURIComponent('/calculadoras/plusvalia?a=1')}`, 'es')).toBe(
      '/calculadoras/plusvalia?a=1',
    );
  });
});

describe('a request’s confirmation link through sign-in (issue 22)', () => {
  it('comes back to Mis solicitudes with the token, and with nothing else of the query', () => {
    const opened = new URLSearchParams({ confirmar: 'tok_en-123', otro: 'x' });
    const back = resumePath('/area-privada/solicitudes', opened, 'es');
    expect(back).toBe('/area-privada/solicitudes?confirmar=tok_en-123');
    expect(nextPathAfterSignIn(new URL(`http://x${signInPathFor(back, 'es')}`).search, 'es')).toBe(back);
    expect(resumePath('/en/portal/requests', new URLSearchParams({ confirm: 'abc' }), 'en')).toBe(
      '/en/portal/requests?confirm=abc',
    );
  });

  it('keeps no query on the other private pages, nor another language’s parameter', () => {
    expect(resumePath('/area-privada/cuenta', new URLSearchParams({ confirmar: 'abc' }), 'es')).toBe('/area-privada/cuenta');
    expect(resumePath('/en/portal/requests', new URLSearchParams({ confirmar: 'abc' }), 'en')).toBe('/en/portal/requests');
    expect(nextPathAfterSignIn(`?next=${encodeURIComponent('/area-privada/cuenta?confirmar=abc')}`, 'es')).toBe(
      '/area-privada/cuenta',
    );
  });
});
