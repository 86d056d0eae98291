import { describe, expect, it } from 'vitest';
import { HOSTILE_REDIRECT_TARGETS } from '../../../tests/support/hostile-redirects.ts';
import { sameOriginPath } from './redirect-target.ts';

const SITE = 'https://aurea.example';

describe('a redirect target from a request (issue 39)', () => {
  it('is refused when a browser could land on another host', () => {
    for (const target of HOSTILE_REDIRECT_TARGETS) expect(sameOriginPath(target, SITE), target).toBeNull();
    expect(sameOriginPath('http://aurea.example/area-privada', SITE)).toBeNull(); // another origin: the scheme differs
  });

  it('is kept as its path and query alone when it names a page of the site', () => {
    expect(sameOriginPath('/area-privada', SITE)).toBe('/area-privada');
    expect(sameOriginPath('https://aurea.example/en/portal?x=1#top', SITE)).toBe('/en/portal?x=1');
    expect(sameOriginPath('/area-privada/./cuenta', SITE)).toBe('/area-privada/cuenta');
    expect(sameOriginPath('/calculadoras/valoracion?zona=chamber%C3%AD', SITE)).toBe(
      '/calculadoras/valoracion?zona=chamber%C3%AD',
    );
  });
});
