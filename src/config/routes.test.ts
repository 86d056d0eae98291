import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from './account-routes.ts';
import {
  counterpartPath,
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
