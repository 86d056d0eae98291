import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from './account-routes.ts';
import {
  STUDIO_PREVIEW_PREFIX,
  counterpartHref,
  counterpartPath,
  foreignQueryKeys,
  isPreviewPath,
  pagePathOf,
  previewPrefixOf,
  studioVersionPreviewPrefix,
  spellQuery,
  INDEXED_ROUTE_IDS,
  langOfPath,
  NO_STORE_PATHS,
  resolvePath,
  routePolicy,
  ROUTE_IDS,
  ROUTES,
} from './routes.ts';

describe('route table', () => {
  it('resolves every path of both languages to its page and language', () => {
    for (const [id, paths] of Object.entries(ROUTES)) {
      expect(resolvePath(paths.es)).toEqual({ id, lang: 'es' });
      expect(resolvePath(paths.en)).toEqual({ id, lang: 'en' });
    }
  });

  it('keeps Spanish at the spec paths and English under /en/', () => {
    expect(INDEXED_ROUTE_IDS.map((id) => ROUTES[id].es)).toEqual([
      '/',
      '/aviso-legal',
      '/politica-privacidad',
      '/politica-cookies',
      '/calculadoras',
      '/calculadoras/valoracion',
      '/calculadoras/plusvalia',
      '/calculadoras/reforma',
      '/calculadoras/inversion',
      '/calculadoras/interes-compuesto',
      '/solicitud-detallada',
    ]);
    expect(Object.values(ROUTES).every((p) => p.en.startsWith('/en/'))).toBe(true);
  });

  it('maps unknown paths to the 404 page in the path language', () => {
    expect(resolvePath('/no-existe')).toEqual({ id: 'notFound', lang: 'es' });
    expect(resolvePath('/en/no-such-page')).toEqual({ id: 'notFound', lang: 'en' });
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/entrada')).toBe('es');
  });

  it('finds the same page in the other language', () => {
    expect(counterpartPath('/politica-privacidad', 'en')).toBe('/en/privacy-policy');
    expect(counterpartPath('/en/cookies-policy', 'es')).toBe('/politica-cookies');
    expect(counterpartPath('/en/nothing', 'es')).toBe('/');
  });

  it('keeps the account pages out of search engines and caches, and the private area behind a session', () => {
    const accountIds = ROUTE_IDS.filter((id) => !INDEXED_ROUTE_IDS.includes(id));
    expect(accountIds.map((id) => ROUTES[id].es)).toEqual([
      '/acceso',
      '/registro',
      '/recuperar-contrasena',
      '/restablecer-contrasena',
      '/area-privada',
      '/area-privada/solicitudes',
      '/area-privada/escenarios',
      '/area-privada/busqueda',
      '/area-privada/propiedad',
      '/area-privada/operaciones',
      '/area-privada/cuenta',
      '/gestion',
    ]);
    for (const id of accountIds) {
      expect(routePolicy(id)).toMatchObject({ indexed: false, cacheable: false });
      for (const path of Object.values(ROUTES[id])) expect(NO_STORE_PATHS.has(path)).toBe(true);
      // The workspace has its own sign-in (a second factor), so it does not send visitors to the clients' one.
      expect(routePolicy(id).needsSession).toBe(ROUTES[id].es.startsWith('/area-privada'));
    }
    expect(NO_STORE_PATHS.has('/')).toBe(false);
  });

  it('gives the server’s e-mail links the route table’s paths', () => {
    for (const [id, paths] of Object.entries(ACCOUNT_PATHS)) expect(paths).toBe(ROUTES[id as keyof typeof ACCOUNT_PATHS]);
  });
});

// Issue 22: the workspace's language switch dropped the open request, and English workspace addresses
// carried Spanish keys (`?solicitud=`, `?invitacion=`).
describe('the workspace’s state in its address', () => {
  it('is spelled in the page’s language: English keys and view names on /en/workspace', () => {
    expect(spellQuery('workspace', 'invitacion=tok&vista=registro&solicitud=r1&desde=c1&status=won', 'en')).toEqual({
      params: new URLSearchParams('invitation=tok&view=audit&request=r1&after=c1&status=won'),
      respelled: true,
    });
    expect(spellQuery('workspace', 'request=r1&q=garcía', 'es')?.params.toString()).toBe(
      new URLSearchParams('solicitud=r1&q=garcía').toString(),
    );
    expect(spellQuery('workspace', 'request=r1&status=won', 'en')?.respelled).toBe(false);
    expect(spellQuery('legalNotice', 'a=1', 'en')).toBeUndefined();
  });

  it('goes along when the language switches: the same request, view and filters in the other language', () => {
    expect(counterpartHref('/gestion', '?solicitud=r1', 'en')).toBe('/en/workspace?request=r1');
    expect(counterpartHref('/en/workspace', '?view=data', 'es')).toBe('/gestion?vista=datos');
    expect(counterpartHref('/gestion', 'status=won&q=ana+garc%C3%ADa&desde=c1', 'en')).toBe(
      '/en/workspace?status=won&q=ana+garc%C3%ADa&after=c1',
    );
    // The reset link's token too; other pages switch without their query string.
    expect(counterpartHref('/restablecer-contrasena', '?token=abc', 'en')).toBe('/en/reset-password?token=abc');
    // A calculator's scenario goes along as it is (issue 24: the switch keeps the visitor's work).
    expect(counterpartHref('/calculadoras/plusvalia', '?salePrice=600000&years=3', 'en')).toBe(
      '/en/calculators/capital-gains?salePrice=600000&years=3',
    );
    expect(counterpartHref('/en/calculators/compound-interest', '?years=20', 'es')).toBe(
      '/calculadoras/interes-compuesto?years=20',
    );
    expect(counterpartHref('/calculadoras', '?x=1', 'en')).toBe('/en/calculators');
    expect(counterpartHref('/gestion', '', 'en')).toBe('/en/workspace');
  });

  it('names the other language’s keys each page redirects (what Caddy leaves to the app)', () => {
    expect(foreignQueryKeys()).toEqual([
      { path: '/gestion', keys: ['request', 'case', 'invitation', 'view', 'after'] },
      { path: '/en/workspace', keys: ['solicitud', 'expediente', 'invitacion', 'vista', 'desde'] },
      { path: '/area-privada/operaciones', keys: ['case', 'invitation', 'report'] },
      { path: '/en/portal/cases', keys: ['expediente', 'invitacion', 'informe'] },
    ]);
  });
});

describe('the draft’s preview addresses', () => {
  it('name the page previewed under the prefix, and leave every other address alone', () => {
    expect(pagePathOf(`${STUDIO_PREVIEW_PREFIX}/`)).toBe('/');
    expect(pagePathOf(STUDIO_PREVIEW_PREFIX)).toBe('/');
    expect(pagePathOf(`${STUDIO_PREVIEW_PREFIX}/en/legal-notice`)).toBe('/en/legal-notice');
    expect(resolvePath(pagePathOf(`${STUDIO_PREVIEW_PREFIX}/en/`))).toEqual({ id: 'home', lang: 'en' });
    for (const path of ['/', '/en/', '/gestion', '/api/staff/content', `${STUDIO_PREVIEW_PREFIX}s/x`]) {
      expect(pagePathOf(path)).toBe(path);
      expect(isPreviewPath(path)).toBe(false);
    }
    expect(isPreviewPath(`${STUDIO_PREVIEW_PREFIX}/en/`)).toBe(true);
  });

  it('and an earlier version’s (issue 40): its own prefix, kept by the navigations in it', () => {
    const v3 = studioVersionPreviewPrefix(3);
    expect(pagePathOf(`${v3}/en/legal-notice`)).toBe('/en/legal-notice');
    expect(pagePathOf(v3)).toBe('/');
    expect(previewPrefixOf(`${v3}/en/`)).toBe(v3);
    expect(previewPrefixOf(`${STUDIO_PREVIEW_PREFIX}/en/`)).toBe(STUDIO_PREVIEW_PREFIX);
    for (const path of ['/api/staff/content/versions/0/preview/', '/api/staff/content/versions/x/preview/', `${v3}s/`]) {
      expect(previewPrefixOf(path)).toBe('');
      expect(pagePathOf(path)).toBe(path);
    }
  });
});
